import type { EntityManager } from '@mikro-orm/postgresql';
import { AppPrivacyDeclaration, type App as AppEntity } from '@studio/db';
import type { ReadinessCheck } from '@studio/schemas';

type CheckedApp = Pick<
  AppEntity,
  'id' | 'slug' | 'appStoreLink' | 'playStoreLink' | 'accountDeletion'
>;

/**
 * Both stores ask what data an app collects before it is listed; a declaration that lets users ask for
 * deletion needs the page Google Play links to for it.
 */
export async function privacyDeclarationCheck(
  em: EntityManager,
  app: CheckedApp,
): Promise<ReadinessCheck> {
  const saved = await em.findOne(AppPrivacyDeclaration, { app: app.id });
  const check = (ok: boolean, message: string): ReadinessCheck => ({
    id: 'privacyDeclaration',
    ok,
    message,
  });
  if (!saved) {
    return app.appStoreLink || app.playStoreLink
      ? check(
          false,
          "Declare the data the app collects: the App Store's privacy details and Google Play's Data safety form ask for it.",
        )
      : check(true, 'No store links yet: declare the data the app collects before it goes live.');
  }
  const { declaration } = saved;
  if (declaration.deletionRequests && !app.accountDeletion?.trim()) {
    return check(
      false,
      'The declaration says users can ask for their data to be deleted: add account-deletion instructions, the page Google Play links to.',
    );
  }
  if (!declaration.collectsData) return check(true, 'Declared: the app collects no data.');
  const count = declaration.data.length;
  return check(true, `Declared: the app collects ${count} data type${count === 1 ? '' : 's'}.`);
}
