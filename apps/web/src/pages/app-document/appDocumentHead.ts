import { appDocumentPath, appPath, type AppDocumentKind } from '@studio/schemas';
import { appsCrumb, homeCrumb } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import { breadcrumbs } from '../../head/structuredData';
import type { Messages } from '../../messages/messages';
import { STUDIO_NAME } from '../../studio';
import { APP_DOCUMENT_TEXTS } from './appDocumentTexts';

/** An app's document, e.g. "Star Hopper Terms of Use". */
export function appDocumentHead(
  origin: string,
  document: { appName: string; slug: string; kind: AppDocumentKind },
  site: Messages,
): PageHead {
  const { documentName } = APP_DOCUMENT_TEXTS[document.kind];
  const path = appDocumentPath(document.slug, document.kind);
  return pageHead(origin, {
    pageTitle: `${document.appName} ${documentName}`,
    description: `The ${documentName.toLowerCase()} of ${document.appName}, by ${STUDIO_NAME}.`,
    path,
    structuredData: [
      breadcrumbs(origin, [
        homeCrumb(site),
        appsCrumb(site),
        { name: document.appName, path: appPath(document.slug) },
        { name: documentName, path },
      ]),
    ],
  });
}
