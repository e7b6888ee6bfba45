import { APP_DOCUMENT_KINDS, APP_DOCUMENT_ROUTES, type AppDocumentKind } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';

function appDocumentRoute(kind: AppDocumentKind): PageRoute {
  return pageRoute(
    APP_DOCUMENT_ROUTES[kind],
    lazyPage(
      () => import('./AppDocumentPage'),
      ({ AppDocumentPage }) =>
        function AppDocumentOfKind() {
          return <AppDocumentPage kind={kind} />;
        },
      [APP_DOCUMENT_CATALOG],
    ),
  );
}

/** /apps/{slug}/terms, /privacy and /account-deletion: each app's documents, in APP_DOCUMENT_KINDS' order. */
export const appDocumentRoutes: PageRoute[] = APP_DOCUMENT_KINDS.map(appDocumentRoute);
