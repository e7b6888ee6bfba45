import { appPath } from '@studio/schemas';
import type { PageServing } from '../../pageKit/pageServing';
import { releasesQuery } from '../app-releases/releasesQuery';
import { appsQuery } from '../apps/appsQuery';
import { appDetailRoute } from './appDetailRoute';
import { appQuery } from './appQuery';

/** An app's page shows the app and its latest release; every app has one. */
export const appDetailServing: PageServing = {
  route: appDetailRoute,
  data: ({ slug = '' }, locale) => [appQuery(slug, locale), releasesQuery(slug, locale)],
  sitemap: async (load) =>
    (await load(appsQuery(null))).map((app) => ({
      path: appPath(app.slug),
      lastModified: app.updatedAt,
    })),
};
