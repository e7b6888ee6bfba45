import { LOCALE_CODES, type LocaleCode } from './locales';

/** A site language's folders in fastlane's metadata: `deliver`'s for the App Store, `supply`'s for Google Play. */
export type StoreLocales = { appStore: string; googlePlay: string };

/**
 * Each site language as the two stores name it. The App Store's are fastlane deliver's folder names
 * (`FastlaneCore::Languages::ALL_LANGUAGES`), Google Play's are supply's (`Supply::Languages::ALL_LANGUAGES`,
 * written with a hyphen as the Play Console's language codes are). Where a store has several for one
 * language, the one the site's tag means: Norwegian Bokmål is `no`, Mexican Spanish is Play's Latin American
 * `es-419`, Hebrew keeps Play's old `iw-IL`.
 */
export const STORE_LOCALES: Record<LocaleCode, StoreLocales> = {
  ar: { appStore: 'ar-SA', googlePlay: 'ar' },
  ca: { appStore: 'ca', googlePlay: 'ca' },
  cs: { appStore: 'cs', googlePlay: 'cs-CZ' },
  da: { appStore: 'da', googlePlay: 'da-DK' },
  de: { appStore: 'de-DE', googlePlay: 'de-DE' },
  el: { appStore: 'el', googlePlay: 'el-GR' },
  en: { appStore: 'en-US', googlePlay: 'en-US' },
  'en-AU': { appStore: 'en-AU', googlePlay: 'en-AU' },
  'en-CA': { appStore: 'en-CA', googlePlay: 'en-CA' },
  'en-GB': { appStore: 'en-GB', googlePlay: 'en-GB' },
  es: { appStore: 'es-ES', googlePlay: 'es-ES' },
  'es-MX': { appStore: 'es-MX', googlePlay: 'es-419' },
  fi: { appStore: 'fi', googlePlay: 'fi-FI' },
  fr: { appStore: 'fr-FR', googlePlay: 'fr-FR' },
  'fr-CA': { appStore: 'fr-CA', googlePlay: 'fr-CA' },
  he: { appStore: 'he', googlePlay: 'iw-IL' },
  hi: { appStore: 'hi', googlePlay: 'hi-IN' },
  hr: { appStore: 'hr', googlePlay: 'hr' },
  hu: { appStore: 'hu', googlePlay: 'hu-HU' },
  id: { appStore: 'id', googlePlay: 'id' },
  it: { appStore: 'it', googlePlay: 'it-IT' },
  ja: { appStore: 'ja', googlePlay: 'ja-JP' },
  ko: { appStore: 'ko', googlePlay: 'ko-KR' },
  ms: { appStore: 'ms', googlePlay: 'ms' },
  nb: { appStore: 'no', googlePlay: 'no-NO' },
  nl: { appStore: 'nl-NL', googlePlay: 'nl-NL' },
  pl: { appStore: 'pl', googlePlay: 'pl-PL' },
  'pt-BR': { appStore: 'pt-BR', googlePlay: 'pt-BR' },
  'pt-PT': { appStore: 'pt-PT', googlePlay: 'pt-PT' },
  ro: { appStore: 'ro', googlePlay: 'ro' },
  ru: { appStore: 'ru', googlePlay: 'ru-RU' },
  sk: { appStore: 'sk', googlePlay: 'sk' },
  sv: { appStore: 'sv', googlePlay: 'sv-SE' },
  th: { appStore: 'th', googlePlay: 'th' },
  tr: { appStore: 'tr', googlePlay: 'tr-TR' },
  uk: { appStore: 'uk', googlePlay: 'uk' },
  vi: { appStore: 'vi', googlePlay: 'vi' },
  'zh-Hans': { appStore: 'zh-Hans', googlePlay: 'zh-CN' },
  'zh-Hant': { appStore: 'zh-Hant', googlePlay: 'zh-TW' },
};

/** Which store's folders: fastlane deliver's (App Store) or supply's (Google Play). */
export type StoreOfLocales = keyof StoreLocales;

/**
 * The site language whose folder this is in a store's metadata (the table above read backwards), or null
 * when no language of the site maps to it.
 */
export function siteLocaleOfStoreFolder(store: StoreOfLocales, folder: string): LocaleCode | null {
  return LOCALE_CODES.find((code) => STORE_LOCALES[code][store] === folder) ?? null;
}
