import { appReleasesPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';
import { appQuery } from '../app-detail/appQuery';
import { appsQuery } from '../apps/appsQuery';
import { releasesQuery } from './releasesQuery';

/** /apps/{slug}/releases: each app's release notes. */
export const releasesRoute: PageRoute = {
  path: appReleasesPath(':slug'),
  page: lazyPage(
    () => import('./ReleasesPage'),
    (m) => m.ReleasesPage,
  ),
  data: ({ slug = '' }) => [appQuery(slug), releasesQuery(slug)],
  sitemap: async (load) => {
    const apps = await load(appsQuery);
    const releases = await Promise.all(apps.map((app) => load(releasesQuery(app.slug))));
    return apps.flatMap((app, index) => {
      const latest = releases[index]![0];
      return latest ? [{ path: appReleasesPath(app.slug), lastModified: latest.releasedAt }] : [];
    });
  },
};
