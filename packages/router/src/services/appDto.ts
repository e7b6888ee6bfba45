import type { App as AppEntity } from '@studio/db';
import type { App, AppSummary } from '@studio/schemas';

export function toAppSummary(app: Pick<AppEntity, keyof AppSummary>): AppSummary {
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
  };
}

export function toApp(app: AppEntity): App {
  return {
    ...toAppSummary(app),
    description: app.description,
    termsLink: app.termsLink ?? null,
    privacyLink: app.privacyLink ?? null,
  };
}
