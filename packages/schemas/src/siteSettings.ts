import { z } from 'zod';
import { appAdsTxtFormSchema } from './appAdsTxt';
import { LOCALE_CODES, localesInputSchema, type LocaleCode } from './locales';
import { shareImageFormSchema } from './shareImage';
import { studioPressFactsInputSchema } from './studioPressFacts';
import { studioPressFactsTranslationInputSchema } from './studioPressFactsTranslations';

interface SiteSettingRule {
  key: string;
  storedValue: z.ZodType<string>;
}

/** The setting of the studio press facts' translation into a language. */
export const studioPressFactsTranslationSetting = (locale: LocaleCode) =>
  `studioPressFacts:${locale}` as const;

type StudioPressFactsTranslationSetting = ReturnType<typeof studioPressFactsTranslationSetting>;

// A translation of the studio press facts per language, each saved as the JSON of its translated facts.
const STUDIO_PRESS_FACTS_TRANSLATIONS = {} as Record<
  StudioPressFactsTranslationSetting,
  SiteSettingRule
>;
for (const locale of LOCALE_CODES) {
  STUDIO_PRESS_FACTS_TRANSLATIONS[studioPressFactsTranslationSetting(locale)] = {
    key: `studio-press-facts:${locale}`,
    storedValue: z
      .string()
      .refine(
        (json) => studioPressFactsTranslationInputSchema.safeParse(parsedJson(json)).success,
        {
          message:
            'A translation of the studio press facts must be the JSON of some of name, founded, basedIn and size',
        },
      ),
  };
}

/**
 * Every site-wide setting: the key of its row in site_settings and the rule its stored text follows (the
 * rules its form and the API apply). Services read and write settings by these names; the site archive
 * checks imported settings by these rules.
 */
export const SITE_SETTINGS = {
  appAdsTxt: { key: 'app-ads.txt', storedValue: appAdsTxtFormSchema.shape.content },
  // Empty when the default share image is in use.
  shareImage: {
    key: 'share-image',
    storedValue: shareImageFormSchema.shape.image.or(z.literal('')),
  },
  // Saved as the JSON of the form's fields.
  studioPressFacts: {
    key: 'studio-press-facts',
    storedValue: z
      .string()
      .refine((json) => studioPressFactsInputSchema.safeParse(parsedJson(json)).success, {
        message: 'The studio press facts must be the JSON of founded, basedIn, size and contact',
      }),
  },
  // Saved as the JSON of the default locale and the list; absent: DEFAULT_LOCALES.
  locales: {
    key: 'locales',
    storedValue: z
      .string()
      .refine((json) => localesInputSchema.safeParse(parsedJson(json)).success, {
        message: 'The locales must be the JSON of a default language and the list of languages',
      }),
  },
  ...STUDIO_PRESS_FACTS_TRANSLATIONS,
} as const satisfies Record<string, SiteSettingRule>;

export type SiteSettingName = keyof typeof SITE_SETTINGS;

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
