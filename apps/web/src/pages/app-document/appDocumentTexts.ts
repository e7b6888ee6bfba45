import type { AppDocumentKind } from '@studio/schemas';
import type { SiteIconName } from '../../icons/siteIcons';

export interface AppDocumentTexts {
  /** e.g. "Terms of Use"; the page's title is the app name followed by it. */
  documentName: string;
  /** The icon of the app page's link to the document (its text is in the app page's catalog). */
  linkIcon: SiteIconName;
  /** What the page says when the app has no such text; null when the page then does not exist (404). */
  emptyText: string | null;
  errorTitle: string;
}

/** How the site names each kind of app document. */
export const APP_DOCUMENT_TEXTS: Record<AppDocumentKind, AppDocumentTexts> = {
  terms: {
    documentName: 'Terms of Use',
    linkIcon: 'file-text',
    emptyText: 'No terms of use available for this app.',
    errorTitle: 'Error Loading Terms',
  },
  privacy: {
    documentName: 'Privacy Policy',
    linkIcon: 'shield-lock',
    emptyText: 'No privacy policy available for this app.',
    errorTitle: 'Error Loading Privacy Policy',
  },
  accountDeletion: {
    documentName: 'Account Deletion',
    linkIcon: 'user-x',
    // Google Play asks each app for the address of this page: the page exists only with the text.
    emptyText: null,
    errorTitle: 'Error Loading Account Deletion',
  },
};
