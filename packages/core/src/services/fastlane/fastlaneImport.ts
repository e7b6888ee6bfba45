import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import { APP_NOT_FOUND_MESSAGE, type FastlaneImport, type LocaleCode } from '@studio/schemas';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { writeAppUpdate } from '../apps';
import { CONTENT_CHANGES } from '../contentChanges';
import { writeContent } from '../contentWrite';
import { writeReleaseUpdate } from '../releases';
import { writeReleaseTranslation } from '../translations/releaseTranslations';
import { writeAppTranslation } from '../translations/appTranslations';
import { storeTextSources } from './fastlaneExport';
import { importedSaves } from './importedSaves';
import { importPlan, type ImportedApp, type ImportPlan } from './importPlan';
import { readMetadataFiles, type ZipFileEntry } from './metadataFiles';

/** The app, its translations and releases, and the site's languages, as the import compares them. */
async function importedApp(em: EntityManager, appId: number): Promise<ImportedApp> {
  const entity = await em.findOne(AppEntity, { id: appId });
  if (!entity) throw notFound(APP_NOT_FOUND_MESSAGE);
  const { translations, ...read } = await storeTextSources(em, entity);
  const fieldsIn = new Map<LocaleCode, Record<string, unknown>>(
    translations.map(({ locale, fields }) => [locale, fields]),
  );
  return { ...read, translations: fieldsIn };
}

/** The plan of the ZIP's files against the app as it is now, and the checked saves it makes. */
async function planned(em: EntityManager, appId: number, entries: readonly ZipFileEntry[]) {
  const imported = await importedApp(em, appId);
  const { texts, ignored } = readMetadataFiles(entries, imported.locales);
  const plan = importPlan(imported, texts, ignored);
  return { plan, saves: importedSaves(imported, plan.changes) };
}

const answerOf = (plan: ImportPlan, dryRun: boolean): FastlaneImport => ({ dryRun, ...plan });

/**
 * Imports an app's store texts from fastlane's metadata files (the export's layout): with `dryRun` only
 * says what would change. Otherwise saves every change in one transaction through the saves the admin's
 * forms use (the app's, its translations', its releases'), so their rules, revisions and activity events
 * are the same; a text one of them refuses saves nothing.
 */
export async function importFastlane(
  ctx: SignedInContext,
  appId: number,
  entries: readonly ZipFileEntry[],
  { dryRun }: { dryRun: boolean },
): Promise<FastlaneImport> {
  const { plan } = await planned(ctx.em, appId, entries);
  if (dryRun || plan.changes.length === 0) return answerOf(plan, dryRun);
  const changed = [...CONTENT_CHANGES.appChanged(appId), ...CONTENT_CHANGES.releasesChanged(appId)];
  const saved = await writeContent(ctx, changed, async (tx) => {
    // Planned again inside the transaction, so that it saves over the app as it is now.
    const { plan: current, saves } = await planned(tx, appId, entries);
    if (saves.app) await writeAppUpdate(ctx, tx, appId, saves.app);
    for (const { locale, fields } of saves.translations) {
      await writeAppTranslation(ctx, tx, appId, locale, fields);
    }
    for (const { id, fields } of saves.releases) {
      await writeReleaseUpdate(ctx, tx, appId, id, fields);
    }
    for (const { id, locale, notes } of saves.releaseTranslations) {
      await writeReleaseTranslation(ctx, tx, appId, id, locale, notes);
    }
    return current;
  });
  return answerOf(saved, false);
}
