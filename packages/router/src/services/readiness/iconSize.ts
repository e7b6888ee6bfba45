import type { EntityManager } from '@mikro-orm/postgresql';
import { findStoredFile, readStoredFile } from '@studio/db';
import { imageSize } from 'image-size';

export type IconSize =
  | { kind: 'notUploaded' }
  | { kind: 'vector' }
  | { kind: 'raster'; width: number; height: number }
  | { kind: 'unreadable' };

const UPLOADED_FILE = /^\/api\/files\/([0-9a-f-]{36})(\/|$)/i;
// Image formats state their size near the start; a JPEG with a large EXIF block may need more.
const HEADER_BYTES = 64 * 1024;

async function firstBytes(
  em: EntityManager,
  file: { id: string; size: number },
  count: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readStoredFile(em, file, 0, count - 1)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function measured(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return null;
  }
}

/** How big an app icon is, read from the uploaded file's bytes; SVG scales to any size. */
export async function iconSize(em: EntityManager, icon: string): Promise<IconSize> {
  const id = UPLOADED_FILE.exec(icon)?.[1];
  const file = id ? await findStoredFile(em, id) : null;
  if (!file) return { kind: 'notUploaded' };
  if (file.mimetype === 'image/svg+xml') return { kind: 'vector' };
  const size =
    measured(await firstBytes(em, file, Math.min(file.size, HEADER_BYTES))) ??
    (file.size > HEADER_BYTES ? measured(await firstBytes(em, file, file.size)) : null);
  return size ? { kind: 'raster', ...size } : { kind: 'unreadable' };
}
