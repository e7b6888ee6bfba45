import {
  APP_DOCUMENT_KINDS,
  appDocumentPath,
  appDocumentText,
  type AppDocumentKind,
} from '@studio/schemas';
import type { LoadQuery, PageServing } from '../../pageKit/pageServing';
import { appQuery } from '../app-detail/appQuery';
import { appsQuery } from '../apps/appsQuery';
import { appDocumentRoutes } from './appDocumentRoutes';
import { appPrivacyQuery } from './appPrivacyQuery';

/** The apps that have a document of this kind: lists leave the long texts out, so each app is read. */
async function appsWithDocument(load: LoadQuery, kind: AppDocumentKind) {
  const apps = await Promise.all(
    (await load(appsQuery(null))).map((app) => load(appQuery(app.slug, null))),
  );
  return apps
    .filter((app) => appDocumentText(app, kind) !== null)
    .map((app) => ({ path: appDocumentPath(app.slug, kind), lastModified: app.updatedAt }));
}

/**
 * An app's document shows the app, and the privacy page what the app declares it collects; the apps that
 * have one are in the sitemap.
 */
export const appDocumentServings: PageServing[] = APP_DOCUMENT_KINDS.map((kind, index) => ({
  route: appDocumentRoutes[index]!,
  data: ({ slug = '' }, locale) =>
    kind === 'privacy'
      ? [appQuery(slug, locale), appPrivacyQuery(slug, locale)]
      : [appQuery(slug, locale)],
  sitemap: (load) => appsWithDocument(load, kind),
}));
