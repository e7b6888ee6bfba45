import { appPressPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';
import { appQuery } from '../app-detail/appQuery';
import { appsQuery } from '../apps/appsQuery';
import { pressFactsQuery } from '../press/pressFactsQuery';

/** /apps/{slug}/press: each published press kit. */
export const pressKitRoute: PageRoute = {
  path: appPressPath(':slug'),
  page: lazyPage(
    () => import('./PressKitPage'),
    (m) => m.PressKitPage,
  ),
  data: ({ slug = '' }) => [appQuery(slug), pressFactsQuery],
  sitemap: async (load) =>
    (await load(appsQuery))
      .filter((app) => app.pressKitEnabled)
      .map((app) => ({ path: appPressPath(app.slug), lastModified: app.updatedAt })),
};
