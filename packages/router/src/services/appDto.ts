import type { App as AppEntity } from '@studio/db';
import type { App, AppSummary } from '@studio/schemas';

/** The list fields of an app, as the entity holds them; its views come from the analytics. */
type SummaryFields = Pick<AppEntity, Exclude<keyof AppSummary, 'views'>>;

export function toAppSummary(app: SummaryFields, views: number): AppSummary {
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
    screenshots: [...app.screenshots],
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    views,
  };
}

export function toApp(app: AppEntity): App {
  const { views: _views, ...summary } = toAppSummary(app, 0);
  return {
    ...summary,
    description: app.description,
    termsLink: app.termsLink ?? null,
    privacyLink: app.privacyLink ?? null,
    accountDeletion: app.accountDeletion ?? null,
    deepLinks: app.deepLinks ?? null,
  };
}
