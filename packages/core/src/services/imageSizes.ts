import type { EntityManager } from '@mikro-orm/postgresql';
import { findImages } from '@studio/db';
import { parseMediaEntry, type Images } from '@studio/schemas';

/** The images of an app a page shows: its icon and the pictures among its screenshots. */
export function appImageUrls(app: { icon: string; screenshots: readonly string[] }): string[] {
  const pictures = app.screenshots
    .map(parseMediaEntry)
    .flatMap((media) => (media?.kind === 'image' ? [media.url] : []));
  return [app.icon, ...pictures];
}

/**
 * Loads the sizes of the images of many items in one query, then hands each item its own: a function
 * from an item's image URLs to their entries.
 */
export async function imageSizesFor(
  em: EntityManager,
  urlsPerItem: readonly string[][],
): Promise<(urls: readonly string[]) => Images> {
  const all = await findImages(em, urlsPerItem.flat());
  return (urls) => Object.fromEntries(urls.flatMap((url) => (all[url] ? [[url, all[url]]] : [])));
}
