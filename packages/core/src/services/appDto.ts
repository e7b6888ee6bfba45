import type { EntityManager } from '@mikro-orm/postgresql';
import type { App as AppEntity } from '@studio/db';
import type { App, AppSummary, Images } from '@studio/schemas';
import { appViewCounts } from './analytics/appViewCounts';
import { appImageUrls, imageSizesFor } from './imageSizes';

/** The list fields of an app, as the entity holds them; views come from the analytics, images' sizes from the files. */
type SummaryFields = Pick<AppEntity, Exclude<keyof AppSummary, 'images' | 'views'>>;
type Summary = Omit<AppSummary, 'views'>;

function summary(app: SummaryFields, images: Images): Summary {
  return {
    id: app.id,
    name: app.name,
    slug: app.slug,
    shortDescription: app.shortDescription,
    category: app.category,
    icon: app.icon,
    appStoreLink: app.appStoreLink ?? null,
    playStoreLink: app.playStoreLink ?? null,
    supportEmail: app.supportEmail ?? null,
    supportUrl: app.supportUrl ?? null,
    featured: app.featured ?? false,
    publishAt: app.publishAt?.toISOString() ?? null,
    screenshots: [...app.screenshots],
    releaseDate: app.releaseDate ?? null,
    platforms: [...app.platforms],
    price: app.price ?? null,
    pressKitEnabled: app.pressKitEnabled ?? false,
    comingSoon: app.comingSoon,
    expectedLaunch: app.expectedLaunch ?? null,
    preRegistrationUrl: app.preRegistrationUrl ?? null,
    preOrderUrl: app.preOrderUrl ?? null,
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    images,
  };
}

/** Apps as lists show them, with their view counts and the sizes of their images (one query each for all). */
export async function toAppSummaries(
  em: EntityManager,
  apps: SummaryFields[],
): Promise<AppSummary[]> {
  const urls = apps.map(appImageUrls);
  const [imagesOf, views] = await Promise.all([imageSizesFor(em, urls), appViewCounts(em)]);
  return apps.map((app, index) => ({
    ...summary(app, imagesOf(urls[index]!)),
    views: views.get(app.id) ?? 0,
  }));
}

export async function toApp(em: EntityManager, app: AppEntity): Promise<App> {
  const urls = appImageUrls(app);
  const imagesOf = await imageSizesFor(em, [urls]);
  return {
    ...summary(app, imagesOf(urls)),
    description: app.description,
    subtitle: app.subtitle ?? null,
    keywords: app.keywords ?? null,
    promotionalText: app.promotionalText ?? null,
    marketingUrl: app.marketingUrl ?? null,
    termsLink: app.termsLink ?? null,
    privacyLink: app.privacyLink ?? null,
    accountDeletion: app.accountDeletion ?? null,
    deepLinks: app.deepLinks ?? null,
    pressContact: app.pressContact ?? null,
    features: [...app.features],
    awards: app.awards,
    quotes: app.quotes,
    credits: app.credits,
    launchMessage: app.launchMessage ?? null,
  };
}
