import type { EntityManager } from '@mikro-orm/postgresql';
import { findStoredFile } from '@studio/db';

export type IconSize =
  | { kind: 'notUploaded' }
  | { kind: 'vector' }
  | { kind: 'raster'; width: number; height: number }
  | { kind: 'unmeasured' };

const UPLOADED_FILE = /^\/api\/files\/([0-9a-f-]{36})(\/|$)/i;

/** How big an app icon is, as recorded when it was uploaded; SVG scales to any size. */
export async function iconSize(em: EntityManager, icon: string): Promise<IconSize> {
  const id = UPLOADED_FILE.exec(icon)?.[1];
  const file = id ? await findStoredFile(em, id) : null;
  if (!file) return { kind: 'notUploaded' };
  if (file.mimetype === 'image/svg+xml') return { kind: 'vector' };
  return file.width && file.height
    ? { kind: 'raster', width: file.width, height: file.height }
    : { kind: 'unmeasured' };
}
