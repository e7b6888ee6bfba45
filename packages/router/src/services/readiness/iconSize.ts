import type { EntityManager } from '@mikro-orm/postgresql';
import { findStoredFile, readStoredFile } from '@studio/db';
import { imageSize } from 'image-size';

export type IconSize =
  | { kind: 'notUploaded' }
  | { kind: 'vector' }
  | { kind: 'raster'; width: number; height: number }
  | { kind: 'unreadable' };

const UPLOADED_FILE = /^\/api\/files\/([0-9a-f-]{36})(\/|$)/i;

/** How big an app icon is, read from the uploaded file's bytes; SVG scales to any size. */
export async function iconSize(em: EntityManager, icon: string): Promise<IconSize> {
  const id = UPLOADED_FILE.exec(icon)?.[1];
  const file = id ? await findStoredFile(em, id) : null;
  if (!file) return { kind: 'notUploaded' };
  if (file.mimetype === 'image/svg+xml') return { kind: 'vector' };
  const chunks: Buffer[] = [];
  for await (const chunk of readStoredFile(em, file)) chunks.push(chunk);
  try {
    const { width, height } = imageSize(Buffer.concat(chunks));
    return { kind: 'raster', width, height };
  } catch {
    return { kind: 'unreadable' };
  }
}
