import { appPressPath, type App } from '@studio/schemas';
import { appPageTrail } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import type { Messages } from '../../messages/messages';
import type { CatalogMessages } from '../../messages/textCatalog';
import { breadcrumbs } from '../../head/structuredData';
import { appImage } from '../app-detail/appHead';
import type { PRESS_KIT_CATALOG } from './pressKitCatalog';

/**
 * /apps/{slug}/press: for journalists, with the app's preview picture; indexed like the app's page, in the
 * page's language.
 */
export function pressKitHead(
  origin: string,
  app: App,
  { t }: CatalogMessages<typeof PRESS_KIT_CATALOG>,
  site: Messages,
): PageHead {
  const path = appPressPath(app.slug);
  return pageHead(origin, {
    pageTitle: t('page.title', { name: app.name }),
    description: t('head.description', { name: app.name }),
    path,
    image: appImage(origin, app),
    imageAlt: t('media.icon', { name: app.name }),
    structuredData: [
      breadcrumbs(origin, appPageTrail(site, app, { name: t('head.pageName'), path })),
    ],
  });
}
