import { LOCALE_CODES, type Analytics, type LocaleCode } from '@studio/schemas';

const isLocale = (segment: string): segment is LocaleCode =>
  (LOCALE_CODES as readonly string[]).includes(segment);

/**
 * Views per language from views per first path segment: a language's tag there is its page, anything else the
 * default language's. The site's languages come first (the default, then the others in their order), each even
 * without views; then any other language that has some, e.g. one the site has since dropped.
 */
export function viewsPerLanguage(
  segments: readonly { segment: string; views: number }[],
  site: { default: LocaleCode; locales: readonly LocaleCode[] },
): Analytics['languages'] {
  const views = new Map<LocaleCode, number>();
  for (const { segment, views: count } of segments) {
    const locale = isLocale(segment) ? segment : site.default;
    views.set(locale, (views.get(locale) ?? 0) + count);
  }
  const ordered = [site.default, ...site.locales.filter((locale) => locale !== site.default)];
  const others = [...views.keys()].filter((locale) => !ordered.includes(locale)).sort();
  return [...ordered, ...others].map((locale) => ({ locale, views: views.get(locale) ?? 0 }));
}
