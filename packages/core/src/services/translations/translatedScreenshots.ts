import type { EntityManager } from '@mikro-orm/postgresql';
import type { Images } from '@studio/schemas';
import { appImageUrls, imageSizesFor } from '../imageSizes';

interface Pictured {
  icon: string;
  screenshots: string[];
  images: Images;
}

/**
 * Apps as shown in a language (`shown`, each beside its `own` read): one whose translation has screenshots of its
 * own carries those pictures' sizes, which its srcsets and boxes need, read in one query for all of them; the
 * others are answered as they are, without a query when no translation has screenshots.
 */
export async function withTranslatedScreenshots<TApp extends Pictured>(
  em: EntityManager,
  own: readonly TApp[],
  shown: readonly TApp[],
): Promise<TApp[]> {
  const translated = (index: number) => shown[index]!.screenshots !== own[index]!.screenshots;
  const urls = shown.map((app, index) => (translated(index) ? appImageUrls(app) : []));
  if (urls.every((list) => list.length === 0)) return [...shown];
  const imagesOf = await imageSizesFor(em, urls);
  return shown.map((app, index) =>
    translated(index) ? { ...app, images: imagesOf(urls[index]!) } : app,
  );
}
