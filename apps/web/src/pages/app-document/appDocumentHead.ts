import { appDocumentPath, type App, type AppDocumentKind } from '@studio/schemas';
import { appPageTrail } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import { breadcrumbs } from '../../head/structuredData';
import type { Messages } from '../../messages/messages';
import type { CatalogMessages } from '../../messages/textCatalog';
import { STUDIO_NAME } from '../../studio';
import type { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';

/** An app's document, e.g. "Star Hopper Terms of Use", in the page's language. */
export function appDocumentHead(
  origin: string,
  { app, kind }: { app: Pick<App, 'name' | 'slug'>; kind: AppDocumentKind },
  { t }: CatalogMessages<typeof APP_DOCUMENT_CATALOG>,
  site: Messages,
): PageHead {
  const path = appDocumentPath(app.slug, kind);
  return pageHead(origin, {
    pageTitle: t(`title.${kind}`, { app: app.name }),
    description: t(`head.description.${kind}`, { app: app.name, studio: STUDIO_NAME }),
    path,
    structuredData: [
      breadcrumbs(origin, appPageTrail(site, app, { name: t(`document.${kind}`), path })),
    ],
  });
}
