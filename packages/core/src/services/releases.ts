import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity, Release as ReleaseEntity } from '@studio/db';
import {
  APP_NOT_FOUND_MESSAGE,
  RELEASE_NOT_FOUND_MESSAGE,
  RELEASE_VERSION_TAKEN_MESSAGE,
  type AdminRelease,
  type LocaleCode,
  type Release,
  type releaseInputSchema,
} from '@studio/schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../context';
import type { Deleted } from '../deleted';
import { notFound } from '../errors';
import { recordActivity, recordDeletion, type NewActivity } from './activity';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { recordAppRevision } from './publishing/appRevisions';
import { conflictOnDuplicate } from './uniqueViolation';
import { publicAppFilter } from './publishing/visibility';
import { queueReleaseMail } from './subscriptions/listMails';
import { releaseIn, translationsOf } from './translations/releaseInLocale';

export type ReleaseFields = z.output<typeof releaseInputSchema>;

const NEWEST_FIRST = { releasedAt: 'desc', id: 'desc' } as const;

/** A release as the admin's answers carry it, its notes' translations included. */
export function toRelease(release: ReleaseEntity): AdminRelease {
  return {
    id: release.id,
    version: release.version,
    releasedAt: release.releasedAt,
    notes: release.notes,
    platforms: [...release.platforms],
    versionCode: release.versionCode ?? null,
    emailSubscribers: release.emailSubscribers,
    translations: translationsOf(release.translations),
  };
}

/**
 * An app's releases, newest first, with its id, their notes in `locale` where translated (null: the default
 * language); 404 when no public app has this slug (a scheduled one waits for its launch).
 */
export async function listReleases(
  em: EntityManager,
  slug: string,
  locale: LocaleCode | null,
): Promise<{ appId: number; releases: Release[] }> {
  const app = await em.findOne(AppEntity, { slug, ...publicAppFilter() }, { fields: ['id'] });
  if (!app) throw notFound(APP_NOT_FOUND_MESSAGE);
  const releases = await releasesOfApp(em, app.id);
  return { appId: app.id, releases: releases.map((release) => releaseIn(release, locale)) };
}

/** The releases of an app by its id, newest first (the admin form's list). */
export async function releasesOfApp(em: EntityManager, appId: number): Promise<AdminRelease[]> {
  const releases = await em.find(ReleaseEntity, { app: appId }, { orderBy: NEWEST_FIRST });
  return releases.map(toRelease);
}

/** A release's event names the app and the version, e.g. "Space Miner 1.2". */
function releaseEvent(
  ctx: SignedInContext,
  app: Pick<AppEntity, 'name'>,
  release: Pick<ReleaseEntity, 'id' | 'version'>,
  action: NewActivity['action'],
): NewActivity {
  return {
    action,
    subjectType: 'release',
    subjectId: String(release.id),
    subjectName: `${app.name} ${release.version}`,
    actor: ctx.user.username,
  };
}

/** The app's releases are part of its revisions: each change of one keeps a revision of the app. */
export async function recordReleaseChange(
  ctx: SignedInContext,
  tx: EntityManager,
  app: Pick<AppEntity, 'id' | 'name'>,
  release: Pick<ReleaseEntity, 'id' | 'version'>,
  action: 'created' | 'updated',
): Promise<void> {
  await recordAppRevision(ctx, tx, app.id);
  await recordActivity(tx, releaseEvent(ctx, app, release, action));
}

function versionTaken<T>(write: () => Promise<T>): Promise<T> {
  return conflictOnDuplicate('version', RELEASE_VERSION_TAKEN_MESSAGE, write);
}

export function createRelease(
  ctx: SignedInContext,
  appId: number,
  fields: ReleaseFields,
): Promise<AdminRelease> {
  return versionTaken(() =>
    writeContent(ctx, CONTENT_CHANGES.releasesChanged(appId), async (tx) => {
      const app = await tx.findOne(AppEntity, { id: appId }, { fields: ['id', 'name'] });
      if (!app) throw notFound(APP_NOT_FOUND_MESSAGE);
      const release = tx.create(ReleaseEntity, { ...fields, app: app.id });
      await tx.flush();
      await recordReleaseChange(ctx, tx, app, release, 'created');
      await queueReleaseMail(tx, ctx.siteOrigin, release.id);
      return toRelease(release);
    }),
  );
}

/** updateRelease's write, in a transaction the caller holds (the fastlane import saves more in the same one). */
export async function writeReleaseUpdate(
  ctx: SignedInContext,
  tx: EntityManager,
  appId: number,
  releaseId: number,
  fields: ReleaseFields,
): Promise<AdminRelease> {
  const release = await tx.findOne(
    ReleaseEntity,
    { id: releaseId, app: appId },
    { populate: ['app'] },
  );
  if (!release) throw notFound(RELEASE_NOT_FOUND_MESSAGE);
  tx.assign(release, fields);
  await tx.flush();
  await recordReleaseChange(ctx, tx, release.app, release, 'updated');
  // Sent once: a release first saved without it, or before its app's launch, goes when it asks and may.
  await queueReleaseMail(tx, ctx.siteOrigin, release.id);
  return toRelease(release);
}

/** Replaces every field of one of the app's releases; a release of another app is not found. */
export function updateRelease(
  ctx: SignedInContext,
  appId: number,
  releaseId: number,
  fields: ReleaseFields,
): Promise<AdminRelease> {
  return versionTaken(() =>
    writeContent(ctx, CONTENT_CHANGES.releasesChanged(appId), (tx) =>
      writeReleaseUpdate(ctx, tx, appId, releaseId, fields),
    ),
  );
}

export function deleteRelease(
  ctx: SignedInContext,
  appId: number,
  releaseId: number,
): Promise<Deleted> {
  return writeContent(ctx, CONTENT_CHANGES.releasesChanged(appId), async (tx) => {
    const release = await tx.findOne(
      ReleaseEntity,
      { id: releaseId, app: appId },
      { populate: ['app'] },
    );
    if (!release) throw notFound(RELEASE_NOT_FOUND_MESSAGE);
    await tx.nativeDelete(ReleaseEntity, { id: releaseId });
    await recordAppRevision(ctx, tx, appId);
    await recordDeletion(tx, releaseEvent(ctx, release.app, release, 'deleted'));
    return { id: releaseId, deleted: true };
  });
}
