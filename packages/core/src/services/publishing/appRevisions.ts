import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity, Release as ReleaseEntity } from '@studio/db';
import { appInputSchema, type App, type RevisionRelease } from '@studio/schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../../context';
import { toApp } from '../appDto';
import { storedTranslations, translationsOf } from '../translations/releaseInLocale';
import { latestRevisionContent, recordRevision } from './revisions';

type AppFields = z.output<typeof appInputSchema>;
/** The app's releases as a revision keeps them: newest first, without their ids, with their translations. */
async function releaseFields(tx: EntityManager, appId: number): Promise<RevisionRelease[]> {
  const releases = await tx.find(
    ReleaseEntity,
    { app: appId },
    { orderBy: { releasedAt: 'desc', id: 'desc' } },
  );
  return releases.map(
    ({ version, releasedAt, notes, platforms, versionCode, emailSubscribers, translations }) => ({
      version,
      releasedAt,
      notes,
      platforms: [...platforms],
      versionCode: versionCode ?? null,
      emailSubscribers,
      translations: translationsOf(translations),
    }),
  );
}

/** The app's fields as its last save gave them; for an app saved before revisions were kept, as it stands. */
async function lastSavedFields(tx: EntityManager, appId: number): Promise<Record<string, unknown>> {
  const latest = await latestRevisionContent(tx, { subjectType: 'app', subjectId: appId });
  if (latest) return latest;
  const app = await toApp(tx, await tx.findOneOrFail(AppEntity, { id: appId }));
  return Object.fromEntries(
    Object.keys(appInputSchema.shape).map((field) => [field, app[field as keyof App]]),
  );
}

/**
 * Keeps a revision of the app: the fields just saved (or, when only its releases changed, those of its last
 * save) with its releases as they are now. Call it with the write's transaction.
 */
export async function recordAppRevision(
  ctx: SignedInContext,
  tx: EntityManager,
  appId: number,
  fields?: AppFields,
): Promise<void> {
  const content = {
    ...(fields ?? (await lastSavedFields(tx, appId))),
    releases: await releaseFields(tx, appId),
  };
  await recordRevision(tx, {
    subjectType: 'app',
    subjectId: appId,
    content,
    author: ctx.user.username,
  });
}

/**
 * The app's releases become the revision's: a restore brings back the releases it kept. A version that was
 * already e-mailed to the app's list keeps that mark, so that it is never sent again.
 */
export async function replaceReleases(
  tx: EntityManager,
  appId: number,
  releases: RevisionRelease[],
): Promise<void> {
  const mailed = new Map(
    (
      await tx.find(
        ReleaseEntity,
        { app: appId, mailQueuedAt: { $ne: null } },
        { fields: ['version', 'mailQueuedAt'] },
      )
    ).map((release) => [release.version, release.mailQueuedAt]),
  );
  await tx.nativeDelete(ReleaseEntity, { app: appId });
  for (const { translations = [], ...release } of releases) {
    tx.create(ReleaseEntity, {
      ...release,
      translations: storedTranslations(translations),
      app: appId,
      mailQueuedAt: mailed.get(release.version) ?? null,
    });
  }
  await tx.flush();
}
