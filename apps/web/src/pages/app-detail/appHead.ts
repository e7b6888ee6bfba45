import { absoluteUrl, appPath, parseMediaEntry, type App, type Release } from '@studio/schemas';
import { releasesFeedLink } from '../../discovery/releasesFeed';
import type { Messages } from '../../messages/messages';
import type { PageLocale } from '../../pageKit/pageLocale';
import type { CatalogMessages } from '../../messages/textCatalog';
import type { APP_CATALOG } from './appCatalog';
import { appsCrumb, homeCrumb } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import { breadcrumbs } from '../../head/structuredData';
import { mobileApplication } from './mobileApplication';
import { smartAppBanner } from './smartAppBanner';

/** The picture a link preview shows for an app: its icon, else its first screenshot. */
export function appImage(origin: string, app: Pick<App, 'icon' | 'screenshots'>): string | null {
  const firstScreenshot = app.screenshots
    .map(parseMediaEntry)
    .find((media) => media?.kind === 'image');
  return absoluteUrl(origin, app.icon) ?? absoluteUrl(origin, firstScreenshot?.url);
}

/**
 * /apps/{slug}: titled and described by the app, with its icon for link previews (described in the page's
 * language), its latest release in its structured data and its releases feed.
 */
export function appHead(
  origin: string,
  app: App,
  latestRelease: Release | null,
  locale: PageLocale,
  { t }: CatalogMessages<typeof APP_CATALOG>,
  site: Messages,
): PageHead {
  const path = appPath(app.slug);
  const image = appImage(origin, app);
  return pageHead(origin, {
    pageTitle: app.name,
    description: app.shortDescription,
    path,
    image,
    imageAlt: t('summary.iconAlt', { name: app.name }),
    // Apple's banner offers the app's download: none before its launch.
    meta: [smartAppBanner(app.comingSoon ? null : app.appStoreLink)].filter((tag) => tag !== null),
    links: [releasesFeedLink(app, locale, t('head.releasesFeed', { name: app.name }))],
    structuredData: [
      mobileApplication(origin, app, image, latestRelease),
      breadcrumbs(origin, [homeCrumb(site), appsCrumb(site), { name: app.name, path }]),
    ],
  });
}
