import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { APPS_CATALOG } from './appsCatalog';

// The list and its category views are one screen.
const page = lazyPage(
  () => import('./AppsPage'),
  (m) => m.AppsPage,
  [APPS_CATALOG],
);

/** /apps: the whole catalogue. */
export const appsRoute: PageRoute = pageRoute('apps', page);

/** /apps/category/{category}: one category of it. */
export const categoryRoute: PageRoute = pageRoute('category', page);
