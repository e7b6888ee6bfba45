import { appPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';
import { appsQuery } from '../apps/appsQuery';
import { releasesQuery } from '../app-releases/releasesQuery';
import { appQuery } from './appQuery';

/** /apps/{slug}: one app's page, for every app. */
export const appDetailRoute: PageRoute = {
  path: appPath(':slug'),
  page: lazyPage(
    () => import('./AppDetailPage'),
    (m) => m.AppDetailPage,
  ),
  data: ({ slug = '' }) => [appQuery(slug), releasesQuery(slug)],
  sitemap: async (load) =>
    (await load(appsQuery)).map((app) => ({
      path: appPath(app.slug),
      lastModified: app.updatedAt,
    })),
};
