import { z } from 'zod';
import { LOCALE_CODES, localeCodeSchema } from './locales';
import { studioPressFactsInputSchema, studioPressFactsSchema } from './studioPressFacts';
import { translationStateShape } from './translations';

/** The studio's facts that have a version per language; the press contact is one address for all. */
export const STUDIO_PRESS_FACTS_TRANSLATABLE_FIELDS = [
  'name',
  'founded',
  'basedIn',
  'size',
] as const;

const PRESS_FACTS_MASK = { name: true, founded: true, basedIn: true, size: true } as const;

/**
 * A translation of the studio's facts: any of its translatable facts, checked as the default's. A fact left
 * out (or blank) has no translation, and shows the default language's text.
 */
export const studioPressFactsTranslationInputSchema = studioPressFactsInputSchema
  .pick(PRESS_FACTS_MASK)
  .partial();
export type StudioPressFactsTranslationInput = z.input<
  typeof studioPressFactsTranslationInputSchema
>;
export type StudioPressFactsTranslationFields = z.output<
  typeof studioPressFactsTranslationInputSchema
>;

export const pressFactsLocaleParamSchema = z.object({ locale: localeCodeSchema });

/** One language's translation of the studio's facts, as saved: its facts, and which are translated. */
export const studioPressFactsTranslationSchema = z.object({
  ...translationStateShape,
  fields: studioPressFactsSchema
    .pick(PRESS_FACTS_MASK)
    .partial()
    .describe('The translated facts alone'),
});
export type StudioPressFactsTranslation = z.infer<typeof studioPressFactsTranslationSchema>;

export const studioPressFactsTranslationsSchema = z.object({
  default: z.enum(LOCALE_CODES),
  translations: z
    .array(studioPressFactsTranslationSchema)
    .describe('One per language of the site but the default'),
});
export type StudioPressFactsTranslations = z.infer<typeof studioPressFactsTranslationsSchema>;
