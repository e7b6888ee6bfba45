import { appPressPath } from '@studio/schemas';
import type { PageServing } from '../../pageKit/pageServing';
import { appQuery } from '../app-detail/appQuery';
import { appsQuery } from '../apps/appsQuery';
import { pressFactsQuery } from '../press/pressFactsQuery';
import { pressKitRoute } from './pressKitRoute';

/** A press kit shows its app and the studio's facts; the apps that publish one are in the sitemap. */
export const pressKitServing: PageServing = {
  route: pressKitRoute,
  data: ({ slug = '' }, locale) => [appQuery(slug, locale), pressFactsQuery(locale)],
  sitemap: async (load) =>
    (await load(appsQuery(null)))
      .filter((app) => app.pressKitEnabled)
      .map((app) => ({ path: appPressPath(app.slug), lastModified: app.updatedAt })),
};
