import { LOCALE_CODES, localeSettings, localesInputSchema } from './locales';
import {
  appStoreLinkIn,
  DEFAULT_STOREFRONTS,
  playStoreLinkIn,
  STOREFRONT_MESSAGES,
  storeLinksIn,
  storefrontOf,
} from './storefronts';

const LINKS = {
  appStoreLink: 'https://apps.apple.com/us/app/space-miner/id1234567890',
  playStoreLink: 'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer',
  preOrderUrl: 'https://apps.apple.com/app/id1234567890?mt=8',
  preRegistrationUrl: 'https://play.google.com/store/apps/details?id=com.pixelwave.next&hl=en#top',
};

describe('the App Store storefront of a language', () => {
  it('is given for every language the site can have', () => {
    expect(Object.keys(DEFAULT_STOREFRONTS).sort()).toEqual([...LOCALE_CODES].sort());
    for (const storefront of Object.values(DEFAULT_STOREFRONTS))
      expect(storefront).toMatch(/^[a-z]{2}$/);
  });

  it("is the country a tag names, whatever the admin's choice", () => {
    expect(storefrontOf('pt-BR', { 'pt-BR': 'pt' })).toBe('br');
    expect(storefrontOf('en-GB')).toBe('gb');
  });

  it("is the admin's choice for a language without a country, else its default", () => {
    expect(storefrontOf('de', { de: 'at' })).toBe('at');
    expect(storefrontOf('de')).toBe('de');
    expect(storefrontOf('ja')).toBe('jp');
  });
});

describe('store links in a language', () => {
  it("open the App Store in the language's storefront, with or without a country in the saved link", () => {
    expect(appStoreLinkIn(LINKS.appStoreLink, 'de')).toBe(
      'https://apps.apple.com/de/app/space-miner/id1234567890',
    );
    expect(appStoreLinkIn(LINKS.preOrderUrl, 'jp')).toBe(
      'https://apps.apple.com/jp/app/id1234567890?mt=8',
    );
  });

  it('open Google Play in the language, its other parameters kept and any hl replaced', () => {
    expect(playStoreLinkIn(LINKS.playStoreLink, 'de')).toBe(
      'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer&hl=de',
    );
    expect(playStoreLinkIn(LINKS.preRegistrationUrl, 'ja')).toBe(
      'https://play.google.com/store/apps/details?id=com.pixelwave.next&hl=ja#top',
    );
  });

  it("leave a link that is no store's as it is", () => {
    expect(appStoreLinkIn('https://example.com/us/app', 'de')).toBe('https://example.com/us/app');
    expect(playStoreLinkIn('https://example.com/?id=x', 'de')).toBe('https://example.com/?id=x');
  });

  it("are all four of an app's links, Chinese in the region Google Play names its script by", () => {
    expect(storeLinksIn({ ...LINKS, name: 'Space Miner' }, 'zh-Hans')).toEqual({
      name: 'Space Miner',
      appStoreLink: 'https://apps.apple.com/cn/app/space-miner/id1234567890',
      playStoreLink:
        'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer&hl=zh-CN',
      preOrderUrl: 'https://apps.apple.com/cn/app/id1234567890?mt=8',
      preRegistrationUrl:
        'https://play.google.com/store/apps/details?id=com.pixelwave.next&hl=zh-CN#top',
    });
    expect(storeLinksIn({ ...LINKS, appStoreLink: null }, 'de').appStoreLink).toBeNull();
  });
});

describe("the admin's storefronts", () => {
  const choose = (storefronts: Record<string, string>) =>
    localesInputSchema.safeParse({ default: 'en', locales: ['en', 'de', 'pt-BR'], storefronts });

  it('take a country code for a language of the site without one, in any case', () => {
    const parsed = choose({ de: ' AT ' });
    expect(parsed.success && parsed.data.storefronts).toEqual({ de: 'at' });
  });

  it.each([
    [{ de: 'austria' }, 'de', STOREFRONT_MESSAGES.country],
    [{ ja: 'jp' }, 'ja', STOREFRONT_MESSAGES.notASiteLocale],
    [{ 'pt-BR': 'pt' }, 'pt-BR', STOREFRONT_MESSAGES.hasRegion],
    [{ en: 'gb' }, 'en', STOREFRONT_MESSAGES.isDefault],
  ])('refuse %j at that language', (storefronts, code, message) => {
    const parsed = choose(storefronts);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['storefronts', code], message }),
    ]);
  });

  it('are shown to the admin for every other language without a country, each as it opens', () => {
    expect(
      localeSettings({
        default: 'en',
        locales: ['en', 'de', 'ja', 'pt-BR'],
        storefronts: { de: 'at' },
      }),
    ).toEqual({
      default: 'en',
      locales: ['en', 'de', 'ja', 'pt-BR'],
      storefronts: { de: 'at', ja: 'jp' },
    });
  });
});
