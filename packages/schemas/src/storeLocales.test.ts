import { LOCALE_CODES } from './locales';
import { siteLocaleOfStoreFolder, STORE_LOCALES } from './storeLocales';

/** fastlane deliver's metadata folders (fastlane_core/lib/fastlane_core/languages.rb, 2026). */
const DELIVER_FOLDERS = (
  'ar-SA bn-BD ca cs da de-DE el en-AU en-CA en-GB en-US es-ES es-MX fi fr-CA fr-FR gu-IN he hi hr hu ' +
  'id it ja kn-IN ko ml-IN mr-IN ms nl-NL no or-IN pa-IN pl pt-BR pt-PT ro ru sk sl-SI sv ta-IN te-IN th ' +
  'tr uk ur-PK vi zh-Hans zh-Hant'
).split(' ');

/** fastlane supply's languages (supply/lib/supply/languages.rb), with the hyphen of its folders. */
const SUPPLY_FOLDERS = (
  'af am ar az-AZ be bg bn-BD ca cs-CZ da-DK de-DE el-GR en-AU en-CA en-GB en-IN en-SG en-US en-ZA ' +
  'es-419 es-ES es-US et eu-ES fa fi-FI fil fr-CA fr-FR gl-ES hi-IN hr hu-HU hy-AM id is-IS it-IT iw-IL ' +
  'ja-JP ka-GE km-KH kn-IN ko-KR ky-KG lo-LA lt lv mk-MK ml-IN mn-MN mr-IN ms ms-MY my-MM ne-NP nl-NL ' +
  'no-NO pl-PL pt-BR pt-PT rm ro ru-RU si-LK sk sl sr sv-SE sw ta-IN te-IN th tr-TR uk vi zh-CN zh-HK ' +
  'zh-TW zu'
).split(' ');

describe('the stores’ locales of the site’s languages', () => {
  it('name the documented ones: en-US, de-DE, ja and zh-Hans; en-US, de-DE, ja-JP and zh-CN', () => {
    expect(['en', 'de', 'ja', 'zh-Hans'].map((code) => STORE_LOCALES[code as 'en'])).toEqual([
      { appStore: 'en-US', googlePlay: 'en-US' },
      { appStore: 'de-DE', googlePlay: 'de-DE' },
      { appStore: 'ja', googlePlay: 'ja-JP' },
      { appStore: 'zh-Hans', googlePlay: 'zh-CN' },
    ]);
  });

  it('cover every language of the site, and nothing else', () => {
    expect(Object.keys(STORE_LOCALES).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it('are folders fastlane deliver knows', () => {
    const unknown = LOCALE_CODES.filter(
      (code) => !DELIVER_FOLDERS.includes(STORE_LOCALES[code].appStore),
    );
    expect(unknown).toEqual([]);
  });

  it('are folders fastlane supply knows', () => {
    const unknown = LOCALE_CODES.filter(
      (code) => !SUPPLY_FOLDERS.includes(STORE_LOCALES[code].googlePlay),
    );
    expect(unknown).toEqual([]);
  });

  it('give two languages never the same folder', () => {
    const appStore = new Set(LOCALE_CODES.map((code) => STORE_LOCALES[code].appStore));
    const googlePlay = new Set(LOCALE_CODES.map((code) => STORE_LOCALES[code].googlePlay));
    expect([appStore.size, googlePlay.size]).toEqual([LOCALE_CODES.length, LOCALE_CODES.length]);
  });

  it('lead back from each store folder to its site language, and from no other folder', () => {
    const back = LOCALE_CODES.filter(
      (code) =>
        siteLocaleOfStoreFolder('appStore', STORE_LOCALES[code].appStore) === code &&
        siteLocaleOfStoreFolder('googlePlay', STORE_LOCALES[code].googlePlay) === code,
    );
    expect(back).toEqual([...LOCALE_CODES]);
    expect(siteLocaleOfStoreFolder('appStore', 'ja-JP')).toBeNull();
    expect(siteLocaleOfStoreFolder('googlePlay', 'ja')).toBeNull();
    expect(siteLocaleOfStoreFolder('appStore', 'android')).toBeNull();
  });
});
