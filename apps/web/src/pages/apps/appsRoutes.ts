import { PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

// The list and its category views are one screen.
const page = lazyPage(
  () => import('./AppsPage'),
  (m) => m.AppsPage,
);

/** /apps: the whole catalogue. */
export const appsRoute: PageRoute = { path: PUBLIC_PATHS.apps, page };

/** /apps/category/{category}: one category of it. */
export const categoryRoute: PageRoute = { path: `${PUBLIC_PATHS.apps}/category/:category`, page };
