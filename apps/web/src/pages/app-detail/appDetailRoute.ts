import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { APP_CATALOG } from './appCatalog';

/** /apps/{slug}: one app's page, for every app. */
export const appDetailRoute: PageRoute = pageRoute(
  'app',
  lazyPage(
    () => import('./AppDetailPage'),
    (m) => m.AppDetailPage,
    [APP_CATALOG],
  ),
);
