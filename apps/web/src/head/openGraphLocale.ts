import { DEFAULT_STOREFRONTS, type LocaleCode } from '@studio/schemas';

/**
 * A language as Open Graph names locales (language_TERRITORY: de_DE, ja_JP, pt_BR): the country its tag
 * names, else the one its App Store links open by default.
 */
export function openGraphLocale(code: LocaleCode): string {
  return `${code.split('-')[0]}_${DEFAULT_STOREFRONTS[code].toUpperCase()}`;
}

/** What Open Graph takes a page's locale to be when none is said. */
export const OPEN_GRAPH_DEFAULT_LOCALE = 'en_US';
