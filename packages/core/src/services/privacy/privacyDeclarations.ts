import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity, AppPrivacyDeclaration } from '@studio/db';
import {
  APP_NOT_FOUND_MESSAGE,
  PRIVACY_DECLARATION_NOT_FOUND_MESSAGE,
  type PrivacyDeclaration,
  type PrivacyDeclarationAnswer,
} from '@studio/schemas';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { recordActivity } from '../activity';
import { CONTENT_CHANGES } from '../contentChanges';
import { writeContent } from '../contentWrite';

function answerOf(saved: AppPrivacyDeclaration | null): PrivacyDeclarationAnswer {
  return {
    declaration: saved?.declaration ?? null,
    updatedAt: saved?.updatedAt.toISOString() ?? null,
  };
}

async function appOf(em: EntityManager, appId: number): Promise<Pick<AppEntity, 'name'>> {
  const app = await em.findOne(AppEntity, { id: appId }, { fields: ['name'] });
  if (!app) throw notFound(APP_NOT_FOUND_MESSAGE);
  return app;
}

/** The app's declaration, or none while it was never declared (not the same as "collects no data"). */
export async function readPrivacyDeclaration(
  em: EntityManager,
  appId: number,
): Promise<PrivacyDeclarationAnswer> {
  await appOf(em, appId);
  return answerOf(await em.findOne(AppPrivacyDeclaration, { app: appId }));
}

/** The app's declaration for an export, refused when the app has none yet. */
export async function requiredPrivacyDeclaration(
  em: EntityManager,
  appId: number,
): Promise<PrivacyDeclaration> {
  const { declaration } = await readPrivacyDeclaration(em, appId);
  if (!declaration) throw notFound(PRIVACY_DECLARATION_NOT_FOUND_MESSAGE);
  return declaration;
}

/**
 * Replaces the app's declaration. Its privacy page shows it, so the app's answers are dropped from the caches
 * as any save of the app drops them; the activity log says the app was updated.
 */
export function savePrivacyDeclaration(
  ctx: SignedInContext,
  appId: number,
  declaration: PrivacyDeclaration,
): Promise<PrivacyDeclarationAnswer> {
  return writeContent(ctx, CONTENT_CHANGES.appChanged(appId), async (tx) => {
    const app = await appOf(tx, appId);
    const saved =
      (await tx.findOne(AppPrivacyDeclaration, { app: appId })) ??
      tx.create(AppPrivacyDeclaration, { app: appId, declaration });
    tx.assign(saved, { declaration, updatedAt: new Date() });
    await tx.flush();
    await recordActivity(tx, {
      action: 'updated',
      subjectType: 'app',
      subjectId: String(appId),
      subjectName: app.name,
      actor: ctx.user.username,
    });
    return answerOf(saved);
  });
}
