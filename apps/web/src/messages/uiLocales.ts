/** The languages the site's interface ships a catalog for; the first is the one every other falls back to. */
export const UI_LOCALES = ['en', 'de', 'ja'] as const;

export type UiLocale = (typeof UI_LOCALES)[number];

/** The interface's language for a page in `locale`: its own when the site ships its catalog, else English. */
export function uiLocaleOf(locale: string): UiLocale {
  return UI_LOCALES.find((code) => code === locale) ?? 'en';
}
