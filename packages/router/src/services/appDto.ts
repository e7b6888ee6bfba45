import type { EntityManager } from '@mikro-orm/postgresql';
import type { App as AppEntity } from '@studio/db';
import type { App, AppSummary, Images } from '@studio/schemas';
import { appImageUrls, imageSizesFor } from './imageSizes';

type SummaryFields = Exclude<keyof AppSummary, 'images'>;

function summary(app: Pick<AppEntity, SummaryFields>, images: Images): AppSummary {
  return {
    id: app.id,
    name: app.name,
    slug: app.slug,
    shortDescription: app.shortDescription,
    category: app.category,
    icon: app.icon,
    appStoreLink: app.appStoreLink ?? null,
    featured: app.featured ?? false,
    screenshots: [...app.screenshots],
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    images,
  };
}

/** Apps as lists show them, with the sizes of their images (one query for all). */
export async function toAppSummaries(
  em: EntityManager,
  apps: Pick<AppEntity, SummaryFields>[],
): Promise<AppSummary[]> {
  const urls = apps.map(appImageUrls);
  const imagesOf = await imageSizesFor(em, urls);
  return apps.map((app, index) => summary(app, imagesOf(urls[index]!)));
}

export async function toApp(em: EntityManager, app: AppEntity): Promise<App> {
  const urls = appImageUrls(app);
  const imagesOf = await imageSizesFor(em, [urls]);
  return {
    ...summary(app, imagesOf(urls)),
    description: app.description,
    termsLink: app.termsLink ?? null,
    privacyLink: app.privacyLink ?? null,
  };
}
