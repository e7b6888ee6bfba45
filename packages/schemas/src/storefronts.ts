import { z } from 'zod';
import { appStoreAppId, playStorePackage } from './storeLinks';
import type { LocaleCode } from './locales';

/**
 * The App Store storefront (its country, ISO 3166-1 alpha-2, as in apps.apple.com/<country>/app/…) a
 * language's pages open by default. A tag with a region names its own (pt-BR: br); for the others the admin
 * may choose another (Site Settings → Languages: German readers in Austria, say).
 */
export const DEFAULT_STOREFRONTS: Record<LocaleCode, string> = {
  ar: 'sa',
  ca: 'es',
  cs: 'cz',
  da: 'dk',
  de: 'de',
  el: 'gr',
  en: 'us',
  'en-AU': 'au',
  'en-CA': 'ca',
  'en-GB': 'gb',
  es: 'es',
  'es-MX': 'mx',
  fi: 'fi',
  fr: 'fr',
  'fr-CA': 'ca',
  he: 'il',
  hi: 'in',
  hr: 'hr',
  hu: 'hu',
  id: 'id',
  it: 'it',
  ja: 'jp',
  ko: 'kr',
  ms: 'my',
  nb: 'no',
  nl: 'nl',
  pl: 'pl',
  'pt-BR': 'br',
  'pt-PT': 'pt',
  ro: 'ro',
  ru: 'ru',
  sk: 'sk',
  sv: 'se',
  th: 'th',
  tr: 'tr',
  uk: 'ua',
  vi: 'vn',
  'zh-Hans': 'cn',
  'zh-Hant': 'tw',
};

export const STOREFRONT_MESSAGES = {
  country: 'Use a two-letter country code, e.g. de, at or jp',
  hasRegion:
    'This language names its country itself (pt-BR is Brazil): choose one only for a language without a region',
  notASiteLocale: "Choose a storefront only for one of the site's languages",
  isDefault:
    "The default language's pages open the store links as saved: choose a storefront for the others",
} as const;

export const storefrontSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, STOREFRONT_MESSAGES.country);

/** Whether a language tag names a country (pt-BR, en-GB), whose storefront is then that country's. */
export function hasRegion(code: LocaleCode): boolean {
  return /-[A-Z]{2}$/.test(code);
}

/** The storefront a language's pages open: the admin's choice, else the default. */
export function storefrontOf(
  code: LocaleCode,
  chosen: Partial<Record<LocaleCode, string>> = {},
): string {
  return (!hasRegion(code) && chosen[code]) || DEFAULT_STOREFRONTS[code];
}

const APP_STORE_ORIGIN = 'https://apps.apple.com';

/** An App Store link in a storefront: its country segment replaced, or put in front where it had none. */
export function appStoreLinkIn(link: string, storefront: string): string {
  if (!appStoreAppId(link)) return link;
  const path = link.slice(APP_STORE_ORIGIN.length).replace(/^\/[a-z]{2}(?=\/)/i, '');
  return `${APP_STORE_ORIGIN}/${storefront}${path}`;
}

/** Google Play's `hl` for a language: its tag, Chinese by the region Play names its scripts by. */
export function playLanguage(code: LocaleCode): string {
  if (code === 'zh-Hans') return 'zh-CN';
  if (code === 'zh-Hant') return 'zh-TW';
  return code;
}

/** A Google Play link in a language: its `hl` parameter set (any other kept). */
export function playStoreLinkIn(link: string, hl: string): string {
  if (!playStorePackage(link)) return link;
  const [address = link, fragment] = link.split('#', 2);
  const [page = address, query = ''] = address.split('?', 2);
  const kept = query.split('&').filter((parameter) => parameter && !/^hl=/i.test(parameter));
  const localized = `${page}?${[...kept, `hl=${hl}`].join('&')}`;
  return fragment === undefined ? localized : `${localized}#${fragment}`;
}

/** An app's store links, those of the App Store and of Google Play. */
interface StoreLinks {
  appStoreLink: string | null;
  playStoreLink: string | null;
  preOrderUrl: string | null;
  preRegistrationUrl: string | null;
}

/**
 * An app's store links as a page in a language opens them: the App Store in the language's storefront,
 * Google Play in the language. A link that is no store's is left as it is.
 */
export function storeLinksIn<TApp extends StoreLinks>(
  app: TApp,
  locale: LocaleCode,
  chosen: Partial<Record<LocaleCode, string>> = {},
): TApp {
  const storefront = storefrontOf(locale, chosen);
  const hl = playLanguage(locale);
  const apple = (link: string | null) => link && appStoreLinkIn(link, storefront);
  const play = (link: string | null) => link && playStoreLinkIn(link, hl);
  return {
    ...app,
    appStoreLink: apple(app.appStoreLink),
    playStoreLink: play(app.playStoreLink),
    preOrderUrl: apple(app.preOrderUrl),
    preRegistrationUrl: play(app.preRegistrationUrl),
  };
}
