import { appReleasesPath, type App } from '@studio/schemas';
import { releasesFeedLink } from '../../discovery/releasesFeed';
import { appPageTrail } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import type { Messages } from '../../messages/messages';
import { breadcrumbs } from '../../head/structuredData';

export const releasesTitle = (app: Pick<App, 'name'>) => `${app.name} releases`;

/** /apps/{slug}/releases: every version of the app, with its feed. */
export function releasesHead(origin: string, app: App, site: Messages): PageHead {
  const path = appReleasesPath(app.slug);
  return pageHead(origin, {
    pageTitle: releasesTitle(app),
    description: `What is new in each version of ${app.name}.`,
    path,
    links: [releasesFeedLink(app)],
    structuredData: [breadcrumbs(origin, appPageTrail(site, app, { name: 'Releases', path }))],
  });
}
