import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import { APP_NOT_FOUND_MESSAGE, appDocumentPath, type PrivacyDeclaration } from '@studio/schemas';
import { notFound } from '../../errors';
import { requiredPrivacyDeclaration } from './privacyDeclarations';

/** What the two stores' files are made from: the app's slug (their names), its declaration and pages. */
export interface PrivacyExport {
  slug: string;
  declaration: PrivacyDeclaration;
  /** The app's account-deletion page, absolute; none while the app has no such text. */
  accountDeletionUrl: string | null;
}

/** The app's declaration for the stores' files; 404 for an unknown app or one not declared yet. */
export async function privacyExport(
  em: EntityManager,
  appId: number,
  siteOrigin: string,
): Promise<PrivacyExport> {
  const app = await em.findOne(AppEntity, { id: appId }, { fields: ['slug', 'accountDeletion'] });
  if (!app) throw notFound(APP_NOT_FOUND_MESSAGE);
  const declaration = await requiredPrivacyDeclaration(em, appId);
  const accountDeletionUrl = app.accountDeletion?.trim()
    ? `${siteOrigin}${appDocumentPath(app.slug, 'accountDeletion')}`
    : null;
  return { slug: app.slug, declaration, accountDeletionUrl };
}
