import { categoryPath, PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import { newest, type PageRoute } from '../../pageKit/pageRoute';
import { appCardsQuery } from './appCardsQuery';
import { appsQuery } from './appsQuery';
import { distinctCategories } from './distinctCategories';

// The list and its category views are one screen.
const page = lazyPage(
  () => import('./AppsPage'),
  (m) => m.AppsPage,
);

/** /apps and /apps/category/{category}: the catalogue, whole or one category of it. */
export const appsRoutes: PageRoute[] = [
  {
    path: PUBLIC_PATHS.apps,
    page,
    data: () => [appCardsQuery()],
    sitemap: async (load) => {
      const apps = await load(appsQuery);
      return [{ path: PUBLIC_PATHS.apps, lastModified: newest(apps.map((app) => app.updatedAt)) }];
    },
  },
  {
    path: `${PUBLIC_PATHS.apps}/category/:category`,
    page,
    data: () => [appCardsQuery()],
    sitemap: async (load) => {
      const apps = await load(appsQuery);
      return distinctCategories(apps).map((category) => ({
        path: categoryPath(category),
        lastModified: newest(
          apps.filter((app) => app.category === category).map((app) => app.updatedAt),
        ),
      }));
    },
  },
];
