import type { EntityManager } from '@mikro-orm/postgresql';
import {
  APP_NOT_FOUND_MESSAGE,
  APP_OPTIONAL_TRANSLATIONS,
  APP_TRANSLATABLE_FIELDS,
  appTranslationFieldsSchema,
  appTranslationInputSchema,
  type AppTranslation,
  type AppTranslationFields,
  type AppTranslations,
  type LocaleCode,
  type TranslationDeleted,
} from '@studio/schemas';
import type { SignedInContext } from '../../context';
import { CONTENT_CHANGES } from '../contentChanges';
import { writeContent } from '../contentWrite';
import { translationList } from './translationList';
import { translationStates } from './translationStates';
import { assertTranslationLocale } from './translationLocale';
import { translatedFields, translationCoverage } from './translatedFields';
import { recordTranslationRevision, translationRevisionActions } from './translationRevisions';
import {
  APP_TRANSLATIONS_TABLE,
  assertItemExists,
  defaultTexts,
  removeTranslation,
  upsertTranslation,
  type SavedTranslation,
  type TranslationTable,
} from './translationRows';

const APP_TRANSLATIONS: TranslationTable = {
  ...APP_TRANSLATIONS_TABLE,
  items: 'apps',
  entity: 'App',
  fields: APP_TRANSLATABLE_FIELDS,
  itemNotFound: APP_NOT_FOUND_MESSAGE,
};

function answerOf(
  locale: LocaleCode,
  saved: SavedTranslation | undefined,
  defaults: Record<string, unknown>,
): AppTranslation {
  return {
    locale,
    fields: appTranslationFieldsSchema.parse(saved?.fields ?? {}),
    ...translationCoverage(
      APP_TRANSLATABLE_FIELDS,
      saved?.fields ?? null,
      defaults,
      APP_OPTIONAL_TRANSLATIONS,
    ),
    updatedAt: saved?.updatedAt.toISOString() ?? null,
  };
}

/** Every app's translation state in each language of the site but the default, for the admin's list. */
export function appTranslationStates(em: EntityManager) {
  return translationStates(em, APP_TRANSLATIONS, answerOf);
}

/** Every language of the site but the default, with the app's translation there (if any) and what it lacks. */
export function listAppTranslations(em: EntityManager, id: number): Promise<AppTranslations> {
  return translationList(em, APP_TRANSLATIONS, id, answerOf);
}

/**
 * saveAppTranslation's write, in a transaction the caller holds (the fastlane import saves more in the same
 * one), kept in the language's revisions.
 */
export async function writeAppTranslation(
  ctx: SignedInContext,
  tx: EntityManager,
  id: number,
  locale: LocaleCode,
  given: AppTranslationFields,
): Promise<AppTranslation> {
  const defaults = await defaultTexts(tx, APP_TRANSLATIONS, id);
  await assertTranslationLocale(tx, locale);
  const fields = translatedFields(given);
  const saved = await upsertTranslation(tx, APP_TRANSLATIONS, id, { locale, fields });
  await recordTranslationRevision(ctx, tx, 'app', id, locale, fields);
  return answerOf(locale, saved, defaults);
}

/** Replaces the app's translation into `locale` with the fields given; the app's pages are rendered anew. */
export function saveAppTranslation(
  ctx: SignedInContext,
  id: number,
  locale: LocaleCode,
  given: AppTranslationFields,
): Promise<AppTranslation> {
  return writeContent(ctx, CONTENT_CHANGES.appChanged(id), (tx) =>
    writeAppTranslation(ctx, tx, id, locale, given),
  );
}

/** Removes the app's translation into `locale`: its pages there show the default language again. */
export function deleteAppTranslation(
  ctx: SignedInContext,
  id: number,
  locale: LocaleCode,
): Promise<TranslationDeleted> {
  return writeContent(ctx, CONTENT_CHANGES.appChanged(id), async (tx) => {
    await assertItemExists(tx, APP_TRANSLATIONS, id);
    await removeTranslation(tx, APP_TRANSLATIONS, id, locale);
    return { locale, deleted: true };
  });
}

/** The revisions of an app's translation into each language, and their restore. */
export const appTranslationRevisions = translationRevisionActions({
  kind: 'app',
  table: APP_TRANSLATIONS,
  content: appTranslationInputSchema,
  save: saveAppTranslation,
});
