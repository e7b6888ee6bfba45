import type { AppDocumentKind } from '@studio/schemas';
import type { SiteIconName } from '../../icons/siteIcons';
import type { CatalogKey } from '../../messages/textCatalog';
import type { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';

export interface AppDocument {
  /** The icon of the app page's link to the document. */
  linkIcon: SiteIconName;
  /** What the page says when the app has no such text; null when the page then does not exist (404). */
  emptyText: CatalogKey<typeof APP_DOCUMENT_CATALOG> | null;
}

/** How the site shows each kind of app document; their words are in the pages' catalogs. */
export const APP_DOCUMENTS: Record<AppDocumentKind, AppDocument> = {
  terms: { linkIcon: 'file-text', emptyText: 'empty.terms' },
  privacy: { linkIcon: 'shield-lock', emptyText: 'empty.privacy' },
  // Google Play asks each app for the address of this page: the page exists only with the text.
  accountDeletion: { linkIcon: 'user-x', emptyText: null },
};
