import { appPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /apps/{slug}: one app's page, for every app. */
export const appDetailRoute: PageRoute = {
  path: appPath(':slug'),
  page: lazyPage(
    () => import('./AppDetailPage'),
    (m) => m.AppDetailPage,
  ),
};
