import {
  appInputSchema,
  appTranslationInputSchema,
  releaseInputSchema,
  releaseTranslationInputSchema,
  type App,
  type AppTranslationFields,
  type FastlaneChange,
  type LocaleCode,
} from '@studio/schemas';
import type { z } from 'zod';
import { invalidFields } from '../../errors';
import type { AppFields } from '../apps';
import type { ReleaseFields } from '../releases';
import type { ImportedApp } from './importPlan';

/** The saves an import makes, each checked by the rules of the save it goes through. */
export interface ImportedSaves {
  /** The app's fields with the default language's changes; null when none changed. */
  app: AppFields | null;
  translations: { locale: LocaleCode; fields: AppTranslationFields }[];
  releases: { id: number; fields: ReleaseFields }[];
  releaseTranslations: { id: number; locale: LocaleCode; notes: string }[];
}

/** The app's input fields as it stands: what the admin's form would send back unchanged. */
function appInput(app: App): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(appInputSchema.shape).map((field) => [field, app[field as keyof App]]),
  );
}

const changedFields = (changes: readonly FastlaneChange[]) =>
  Object.fromEntries(changes.map(({ field, after }) => [field, after]));

/** Checks fields as their save would; each refusal is named after the file that brought the text. */
function checked<TSchema extends z.ZodType>(
  schema: TSchema,
  input: Record<string, unknown>,
  changes: readonly FastlaneChange[],
  errors: Record<string, string[]>,
): z.output<TSchema> | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    const files = changes.find((change) => change.field === field)?.files ?? [field];
    for (const file of files) (errors[file] ??= []).push(issue.message);
  }
  return null;
}

/**
 * The saves of a plan's changes: the default language's fields through the app's save, other languages'
 * through their translation's (its other fields kept), each release's notes through the release's save (in
 * another language, through the release's translation's). A
 * text any of them refuses refuses the import: 400, each message under its file's path.
 */
export function importedSaves(
  imported: ImportedApp,
  changes: readonly FastlaneChange[],
): ImportedSaves {
  const errors: Record<string, string[]> = {};
  const saves: ImportedSaves = {
    app: null,
    translations: [],
    releases: [],
    releaseTranslations: [],
  };
  const defaultLocale = imported.locales.default;

  const own = changes.filter((change) => change.locale === defaultLocale && !change.release);
  if (own.length > 0) {
    const input = { ...appInput(imported.app), ...changedFields(own) };
    saves.app = checked(appInputSchema, input, own, errors);
  }

  for (const locale of imported.locales.locales) {
    const translated = changes.filter((change) => change.locale === locale);
    if (locale === defaultLocale || translated.length === 0) continue;
    const input = { ...imported.translations.get(locale), ...changedFields(translated) };
    const fields = checked(appTranslationInputSchema, input, translated, errors);
    if (fields) saves.translations.push({ locale, fields });
  }

  for (const release of imported.releases) {
    const notes = changes.filter((change) => change.release?.id === release.id);
    for (const note of notes) {
      if (note.locale === defaultLocale) {
        const { id, translations: _kept, ...stored } = release;
        const fields = checked(
          releaseInputSchema,
          { ...stored, notes: note.after },
          [note],
          errors,
        );
        if (fields) saves.releases.push({ id, fields });
      } else {
        const input = { notes: note.after };
        const fields = checked(releaseTranslationInputSchema, input, [note], errors);
        if (fields)
          saves.releaseTranslations.push({ id: release.id, locale: note.locale, ...fields });
      }
    }
  }

  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return saves;
}
