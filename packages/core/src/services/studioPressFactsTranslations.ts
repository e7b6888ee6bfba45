import type { EntityManager } from '@mikro-orm/postgresql';
import {
  STUDIO_PRESS_FACTS_TRANSLATABLE_FIELDS,
  studioPressFactsTranslationSetting,
  TRANSLATION_MESSAGES,
  type LocaleCode,
  type StudioPressFacts,
  type StudioPressFactsTranslation,
  type StudioPressFactsTranslationFields,
  type StudioPressFactsTranslations,
  type TranslationDeleted,
} from '@studio/schemas';
import type { SignedInContext } from '../context';
import { notFound } from '../errors';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { readLocales } from './locales';
import { deleteSetting, writeSetting } from './siteSettings';
import { readStudioPressFacts } from './studioPressFacts';
import { readStudioPressFactsTranslation } from './studioPressFactsTranslation';
import { assertTranslationLocale } from './translations/translationLocale';
import { translatedFields, translationCoverage } from './translations/translatedFields';

function answerOf(
  locale: LocaleCode,
  saved: Awaited<ReturnType<typeof readStudioPressFactsTranslation>>,
  defaults: StudioPressFacts,
): StudioPressFactsTranslation {
  return {
    locale,
    fields: saved?.fields ?? {},
    ...translationCoverage(STUDIO_PRESS_FACTS_TRANSLATABLE_FIELDS, saved?.fields ?? null, defaults),
    updatedAt: saved?.updatedAt.toISOString() ?? null,
  };
}

/** Every language of the site but the default, with the studio facts' translation there (if any) and what it lacks. */
export async function listStudioPressFactsTranslations(
  em: EntityManager,
): Promise<StudioPressFactsTranslations> {
  const [{ default: fallback, locales }, defaults] = await Promise.all([
    readLocales(em),
    readStudioPressFacts(em),
  ]);
  const others = locales.filter((locale) => locale !== fallback);
  const saved = await Promise.all(
    others.map((locale) => readStudioPressFactsTranslation(em, locale)),
  );
  return {
    default: fallback,
    translations: others.map((locale, index) => answerOf(locale, saved[index]!, defaults)),
  };
}

/** Replaces the studio facts' translation into `locale` with the facts given; the press pages are rendered anew. */
export function saveStudioPressFactsTranslation(
  ctx: SignedInContext,
  locale: LocaleCode,
  given: StudioPressFactsTranslationFields,
): Promise<StudioPressFactsTranslation> {
  return writeContent(ctx, CONTENT_CHANGES.settingsChanged(), async (tx) => {
    await assertTranslationLocale(tx, locale);
    const fields = translatedFields(given);
    await writeSetting(tx, studioPressFactsTranslationSetting(locale), JSON.stringify(fields));
    return answerOf(
      locale,
      await readStudioPressFactsTranslation(tx, locale),
      await readStudioPressFacts(tx),
    );
  });
}

/** Removes the studio facts' translation into `locale`: its press pages show the default language's again. */
export function deleteStudioPressFactsTranslation(
  ctx: SignedInContext,
  locale: LocaleCode,
): Promise<TranslationDeleted> {
  return writeContent(ctx, CONTENT_CHANGES.settingsChanged(), async (tx) => {
    await assertTranslationLocale(tx, locale);
    if (!(await deleteSetting(tx, studioPressFactsTranslationSetting(locale)))) {
      throw notFound(TRANSLATION_MESSAGES.notTranslated);
    }
    return { locale, deleted: true };
  });
}
