import {
  APP_DOCUMENT_KINDS,
  appDocumentPath,
  appDocumentText,
  type AppDocumentKind,
} from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { LoadQuery, PageRoute } from '../../pageKit/pageRoute';
import { appQuery } from '../app-detail/appQuery';
import { appsQuery } from '../apps/appsQuery';

/** The apps that have a document of this kind: lists leave the long texts out, so each app is read. */
async function appsWithDocument(load: LoadQuery, kind: AppDocumentKind) {
  const apps = await Promise.all((await load(appsQuery)).map((app) => load(appQuery(app.slug))));
  return apps
    .filter((app) => appDocumentText(app, kind) !== null)
    .map((app) => ({ path: appDocumentPath(app.slug, kind), lastModified: app.updatedAt }));
}

function appDocumentRoute(kind: AppDocumentKind): PageRoute {
  return {
    path: appDocumentPath(':slug', kind),
    page: lazyPage(
      () => import('./AppDocumentPage'),
      ({ AppDocumentPage }) =>
        function AppDocumentOfKind() {
          return <AppDocumentPage kind={kind} />;
        },
    ),
    data: ({ slug = '' }) => [appQuery(slug)],
    sitemap: (load) => appsWithDocument(load, kind),
  };
}

/** /apps/{slug}/terms, /privacy and /account-deletion: each app's documents. */
export const appDocumentRoutes: PageRoute[] = APP_DOCUMENT_KINDS.map(appDocumentRoute);
