import { categoryPath, PUBLIC_PATHS } from '@studio/schemas';
import { newest, type PageServing } from '../../pageKit/pageServing';
import { appCardsQuery } from './appCardsQuery';
import { appsQuery } from './appsQuery';
import { appsRoute, categoryRoute } from './appsRoutes';
import { distinctCategories } from './distinctCategories';

/** The catalogue: every app's card; it changes when any app does. */
export const appsServing: PageServing = {
  route: appsRoute,
  data: (_params, locale) => [appCardsQuery(undefined, locale)],
  sitemap: async (load) => {
    const apps = await load(appsQuery(null));
    return [{ path: PUBLIC_PATHS.apps, lastModified: newest(apps.map((app) => app.updatedAt)) }];
  },
};

/** A category: the same cards, filtered by the screen; in the sitemap, each category the apps have. */
export const categoryServing: PageServing = {
  route: categoryRoute,
  data: (_params, locale) => [appCardsQuery(undefined, locale)],
  sitemap: async (load) => {
    const apps = await load(appsQuery(null));
    return distinctCategories(apps).map((category) => ({
      path: categoryPath(category),
      lastModified: newest(
        apps.filter((app) => app.category === category).map((app) => app.updatedAt),
      ),
    }));
  },
};
