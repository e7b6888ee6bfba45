import { z } from 'zod';
import { hasRegion, STOREFRONT_MESSAGES, storefrontOf, storefrontSchema } from './storefronts';

/**
 * The languages the site can be written in, as BCP 47 tags: the App Store's store languages, which Google
 * Play's cover too. A locale other than the default prefixes every public address with its tag (`/de/apps`),
 * so the list is closed: every tag maps to a store's locale, and none can be mistaken for a page's path.
 */
export const LOCALE_CODES = [
  'ar',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-AU',
  'en-CA',
  'en-GB',
  'es',
  'es-MX',
  'fi',
  'fr',
  'fr-CA',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-Hans',
  'zh-Hant',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

/** Until the admin chooses: English only, at today's addresses. */
export const DEFAULT_LOCALES: LocalesInput = { default: 'en', locales: ['en'] };

/** A tag as it was given, in its canonical case (`pt-br` is `pt-BR`); unchanged when it is no tag at all. */
function canonicalTag(tag: unknown): unknown {
  if (typeof tag !== 'string') return tag;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}

export const UNKNOWN_LOCALE_MESSAGE =
  'Unknown language: use a language tag the site knows, e.g. de, ja or pt-BR';

export const localeCodeSchema = z.preprocess(
  canonicalTag,
  z.enum(LOCALE_CODES, { message: UNKNOWN_LOCALE_MESSAGE }),
);

export const LOCALES_MESSAGES = {
  none: 'Choose at least one language',
  repeated: 'Each language can be listed once',
  defaultMissing: "The default language must be one of the site's languages",
} as const;

export const localesInputSchema = z
  .object({
    default: localeCodeSchema.describe(
      "The language of today's addresses (no prefix), and the one every missing translation falls back to",
    ),
    locales: z
      .array(localeCodeSchema)
      .min(1, LOCALES_MESSAGES.none)
      .describe(
        'Every language of the site, the default included; each other one prefixes the addresses',
      ),
    storefronts: z
      .partialRecord(z.enum(LOCALE_CODES), storefrontSchema)
      .optional()
      .describe(
        'The App Store storefront (a country code) a language\'s pages open, for languages whose tag names no country, e.g. {"de": "at"}; the others, and any left out, open their default (de: de, ja: jp, en: us; pt-BR: br)',
      ),
  })
  .superRefine((input, ctx) => {
    for (const code of Object.keys(input.storefronts ?? {}) as LocaleCode[]) {
      const problem = !input.locales.includes(code)
        ? STOREFRONT_MESSAGES.notASiteLocale
        : code === input.default
          ? STOREFRONT_MESSAGES.isDefault
          : hasRegion(code)
            ? STOREFRONT_MESSAGES.hasRegion
            : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['storefronts', code], message: problem });
    }
    if (new Set(input.locales).size !== input.locales.length) {
      ctx.addIssue({ code: 'custom', path: ['locales'], message: LOCALES_MESSAGES.repeated });
    }
    if (!input.locales.includes(input.default)) {
      ctx.addIssue({ code: 'custom', path: ['default'], message: LOCALES_MESSAGES.defaultMissing });
    }
  });
export type LocalesInput = z.infer<typeof localesInputSchema>;

/** A language's name in itself, as a language switcher shows it: "Deutsch", "日本語", "Português (Brasil)". */
export function localeName(code: LocaleCode): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export const localeSchema = z.object({
  code: z.enum(LOCALE_CODES).describe('BCP 47 tag'),
  name: z.string().describe('The language in itself, e.g. Deutsch'),
});
export type Locale = z.infer<typeof localeSchema>;

export const localesSchema = z.object({
  default: z.enum(LOCALE_CODES).describe("The language of today's addresses"),
  locales: z
    .array(localeSchema)
    .describe(
      'Every language of the site, the default first, then in the order the admin gave them',
    ),
});
export type Locales = z.infer<typeof localesSchema>;

export const localeSettingsSchema = z.object({
  default: z.enum(LOCALE_CODES).describe("The language of today's addresses"),
  locales: z.array(z.enum(LOCALE_CODES)).describe('Every language of the site, the default first'),
  storefronts: z
    .partialRecord(z.enum(LOCALE_CODES), z.string())
    .describe(
      "The App Store storefront each language's pages open store links in, for the languages but the default whose tag names no country: the admin's choice, else its default",
    ),
});
export type LocaleSettings = z.infer<typeof localeSettingsSchema>;

/** The answer of GET /api/locales for the saved choice. */
export function describeLocales(input: LocalesInput): Locales {
  const ordered = [input.default, ...input.locales.filter((code) => code !== input.default)];
  return {
    default: input.default,
    locales: ordered.map((code) => ({ code, name: localeName(code) })),
  };
}

/** A public read's `?locale=`: the language to answer in (each field in it where translated). */
export const localeQueryShape = {
  locale: localeCodeSchema
    .optional()
    .describe(
      "One of the site's languages (GET /api/locales): the translated fields in place of the default language's, and the answer's Content-Language. Left out: the default language",
    ),
};

/** A public list's input: the language to list in (`?locale=`). */
export const listInLocaleSchema = z.object(localeQueryShape).optional();

/** The languages whose storefront the admin chooses: the others but those whose tag names a country. */
export function storefrontLanguages(
  input: Pick<LocalesInput, 'default' | 'locales'>,
): LocaleCode[] {
  return input.locales.filter((code) => code !== input.default && !hasRegion(code));
}

/** The saved choice as the admin's form shows it: each language it may choose a storefront for, with its own. */
export function localeSettings(input: LocalesInput): LocaleSettings {
  const { locales } = describeLocales(input);
  return {
    default: input.default,
    locales: locales.map(({ code }) => code),
    storefronts: Object.fromEntries(
      storefrontLanguages(input).map((code) => [code, storefrontOf(code, input.storefronts)]),
    ),
  };
}
