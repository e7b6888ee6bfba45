import type { EntityManager } from '@mikro-orm/postgresql';
import {
  studioPressFactsTranslationInputSchema,
  studioPressFactsTranslationSetting,
  type LocaleCode,
  type StudioPressFactsTranslationFields,
} from '@studio/schemas';
import { readSavedSetting } from './siteSettings';

/** The studio's facts as translated into `locale`, and when; null while that language has no translation. */
export async function readStudioPressFactsTranslation(
  em: EntityManager,
  locale: LocaleCode,
): Promise<{ fields: StudioPressFactsTranslationFields; updatedAt: Date } | null> {
  const saved = await readSavedSetting(em, studioPressFactsTranslationSetting(locale));
  if (!saved) return null;
  return {
    fields: studioPressFactsTranslationInputSchema.parse(JSON.parse(saved.value)),
    updatedAt: saved.updatedAt,
  };
}
