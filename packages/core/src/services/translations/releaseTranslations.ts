import type { EntityManager } from '@mikro-orm/postgresql';
import { Release as ReleaseEntity } from '@studio/db';
import {
  RELEASE_NOT_FOUND_MESSAGE,
  TRANSLATION_MESSAGES,
  type AdminRelease,
  type LocaleCode,
  type TranslationDeleted,
} from '@studio/schemas';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { CONTENT_CHANGES } from '../contentChanges';
import { writeContent } from '../contentWrite';
import { recordReleaseChange, toRelease } from '../releases';
import { assertTranslationLocale } from './translationLocale';

async function releaseToTranslate(
  tx: EntityManager,
  appId: number,
  releaseId: number,
): Promise<ReleaseEntity> {
  const release = await tx.findOne(
    ReleaseEntity,
    { id: releaseId, app: appId },
    { populate: ['app'] },
  );
  if (!release) throw notFound(RELEASE_NOT_FOUND_MESSAGE);
  return release;
}

/**
 * writeReleaseTranslation's write, in a transaction the caller holds (the fastlane import saves more in the
 * same one): the release's notes in `locale`, kept with a revision of its app as any change of a release.
 */
export async function writeReleaseTranslation(
  ctx: SignedInContext,
  tx: EntityManager,
  appId: number,
  releaseId: number,
  locale: LocaleCode,
  notes: string,
): Promise<AdminRelease> {
  const release = await releaseToTranslate(tx, appId, releaseId);
  await assertTranslationLocale(tx, locale);
  release.translations = { ...release.translations, [locale]: { notes } };
  await tx.flush();
  await recordReleaseChange(ctx, tx, release.app, release, 'updated');
  return toRelease(release);
}

/** Replaces the release's notes in `locale`: its app's pages there show them in place of the default's. */
export function saveReleaseTranslation(
  ctx: SignedInContext,
  appId: number,
  releaseId: number,
  locale: LocaleCode,
  notes: string,
): Promise<AdminRelease> {
  return writeContent(ctx, CONTENT_CHANGES.releasesChanged(appId), (tx) =>
    writeReleaseTranslation(ctx, tx, appId, releaseId, locale, notes),
  );
}

/** Removes the release's notes in `locale`: its app's pages there show the default language's again. */
export function deleteReleaseTranslation(
  ctx: SignedInContext,
  appId: number,
  releaseId: number,
  locale: LocaleCode,
): Promise<TranslationDeleted> {
  return writeContent(ctx, CONTENT_CHANGES.releasesChanged(appId), async (tx) => {
    const release = await releaseToTranslate(tx, appId, releaseId);
    if (!(locale in release.translations)) throw notFound(TRANSLATION_MESSAGES.notTranslated);
    const { [locale]: _removed, ...kept } = release.translations;
    release.translations = kept;
    await tx.flush();
    await recordReleaseChange(ctx, tx, release.app, release, 'updated');
    return { locale, deleted: true };
  });
}
