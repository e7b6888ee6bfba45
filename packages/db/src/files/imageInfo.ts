import type { EntityManager } from '@mikro-orm/postgresql';
import { isResizableImage, type Images } from '@studio/schemas';
import { isFileId } from './fileStore';

const FILE_ID_IN_URL = /\/api\/files\/([^/?#]+)/;

/** The uploaded images behind these URLs with their sizes, keyed by URL; other URLs are left out. */
export async function findImages(em: EntityManager, urls: Iterable<string>): Promise<Images> {
  const idOf = new Map<string, string>();
  for (const url of urls) {
    const id = FILE_ID_IN_URL.exec(url)?.[1];
    if (id && isFileId(id)) idOf.set(url, id.toLowerCase());
  }
  if (idOf.size === 0) return {};
  const rows = await em.execute<{ id: string; mimetype: string; width: number; height: number }[]>(
    `select id, mimetype, width, height from files
      where id = any(string_to_array(?, ',')::uuid[]) and width is not null and height is not null`,
    [[...new Set(idOf.values())].join(',')],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const images: Images = {};
  for (const [url, id] of idOf) {
    const file = byId.get(id);
    if (file) {
      const { width, height, mimetype } = file;
      images[url] = { width, height, resizable: isResizableImage(mimetype) };
    }
  }
  return images;
}
