import { appReleasesPath } from '@studio/schemas';
import type { PageServing } from '../../pageKit/pageServing';
import { appQuery } from '../app-detail/appQuery';
import { appsQuery } from '../apps/appsQuery';
import { releasesQuery } from './releasesQuery';
import { releasesRoute } from './releasesRoute';

/** The release notes show the app and its releases; the apps with releases are in the sitemap. */
export const releasesServing: PageServing = {
  route: releasesRoute,
  data: ({ slug = '' }, locale) => [appQuery(slug, locale), releasesQuery(slug, locale)],
  sitemap: async (load) => {
    const apps = await load(appsQuery(null));
    const releases = await Promise.all(apps.map((app) => load(releasesQuery(app.slug, null))));
    return apps.flatMap((app, index) => {
      const latest = releases[index]![0];
      return latest ? [{ path: appReleasesPath(app.slug), lastModified: latest.releasedAt }] : [];
    });
  },
};
