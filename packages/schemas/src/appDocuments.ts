import type { App } from './app';

/**
 * An app's own documents, one kind each: the app's field that holds the text (the full text, or a web
 * address starting with http), and the page's path below the app's. Each kind has its public read,
 * GET /api/apps/{slug}/<path> (procedure `apps.<kind>`), answering the app's name and the text under the
 * kind's name (`appDocumentSchema`), and its page, /apps/{slug}/<path>. Free of zod: the public pages read it.
 */
export const APP_DOCUMENTS = {
  terms: { field: 'termsLink', pathSegment: 'terms' },
  privacy: { field: 'privacyLink', pathSegment: 'privacy' },
  accountDeletion: { field: 'accountDeletion', pathSegment: 'account-deletion' },
} as const satisfies Record<string, { field: keyof App; pathSegment: string }>;

export type AppDocumentKind = keyof typeof APP_DOCUMENTS;
export const APP_DOCUMENT_KINDS = Object.keys(APP_DOCUMENTS) as AppDocumentKind[];

/** The document's text, or null when the app has none (blank counts as none). */
export function appDocumentText(
  app: Pick<App, (typeof APP_DOCUMENTS)[AppDocumentKind]['field']>,
  kind: AppDocumentKind,
): string | null {
  return app[APP_DOCUMENTS[kind].field]?.trim() || null;
}
