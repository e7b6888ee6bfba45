import { appReleasesPath, type App } from '@studio/schemas';
import { releasesFeedLink } from '../../discovery/releasesFeed';
import { appPageTrail } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import type { Messages } from '../../messages/messages';
import type { PageLocale } from '../../pageKit/pageLocale';
import type { CatalogMessages } from '../../messages/textCatalog';
import { breadcrumbs } from '../../head/structuredData';
import type { RELEASES_CATALOG } from './releasesCatalog';

/** /apps/{slug}/releases: every version of the app, with its feed, in the page's language. */
export function releasesHead(
  origin: string,
  app: App,
  locale: PageLocale,
  { t }: CatalogMessages<typeof RELEASES_CATALOG>,
  site: Messages,
): PageHead {
  const path = appReleasesPath(app.slug);
  return pageHead(origin, {
    pageTitle: t('page.title', { name: app.name }),
    description: t('head.description', { name: app.name }),
    path,
    links: [releasesFeedLink(app, locale, t('feed.title', { name: app.name }))],
    structuredData: [
      breadcrumbs(origin, appPageTrail(site, app, { name: t('head.pageName'), path })),
    ],
  });
}
