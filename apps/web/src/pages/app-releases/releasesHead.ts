import { appPath, appReleasesFeedPath, appReleasesPath, type App } from '@studio/schemas';
import { releasesFeedTitle } from '../../discovery/releasesFeed';
import { APPS_CRUMB, HOME_CRUMB } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import { breadcrumbs } from '../../head/structuredData';

export const releasesTitle = (app: Pick<App, 'name'>) => `${app.name} releases`;

/** /apps/{slug}/releases: every version of the app, with its feed. */
export function releasesHead(origin: string, app: App): PageHead {
  const path = appReleasesPath(app.slug);
  return pageHead(origin, {
    pageTitle: releasesTitle(app),
    description: `What is new in each version of ${app.name}.`,
    path,
    links: [
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: appReleasesFeedPath(app.slug),
        title: releasesFeedTitle(app),
      },
    ],
    structuredData: [
      breadcrumbs(origin, [
        HOME_CRUMB,
        APPS_CRUMB,
        { name: app.name, path: appPath(app.slug) },
        { name: 'Releases', path },
      ]),
    ],
  });
}
