import { appPressPath, type App } from '@studio/schemas';
import { appPageTrail } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import type { Messages } from '../../messages/messages';
import { breadcrumbs } from '../../head/structuredData';
import { appImage } from '../app-detail/appHead';

export const pressKitTitle = (app: Pick<App, 'name'>) => `${app.name} press kit`;

/** /apps/{slug}/press: for journalists, with the app's preview picture; indexed like the app's page. */
export function pressKitHead(origin: string, app: App, site: Messages): PageHead {
  const path = appPressPath(app.slug);
  return pageHead(origin, {
    pageTitle: pressKitTitle(app),
    description: `Facts, art and videos of ${app.name} for the press, in one download.`,
    path,
    image: appImage(origin, app),
    imageAlt: `${app.name} icon`,
    structuredData: [breadcrumbs(origin, appPageTrail(site, app, { name: 'Press kit', path }))],
  });
}
