import {
  describeLocales,
  LOCALES_MESSAGES,
  localeName,
  localesInputSchema,
  UNKNOWN_LOCALE_MESSAGE,
} from './locales';
import { SITE_SETTINGS } from './siteSettings';
import { messagesFor } from './testing';

describe("the site's languages", () => {
  it('take BCP 47 tags in any case, stored in their canonical one', () => {
    expect(
      localesInputSchema.parse({ default: 'EN', locales: ['en', 'pt-br', 'zh-hans'] }),
    ).toEqual({
      default: 'en',
      locales: ['en', 'pt-BR', 'zh-Hans'],
    });
  });

  it('refuse a tag the site does not know, and text that is no tag', () => {
    expect(
      messagesFor(localesInputSchema, { default: 'en', locales: ['en', 'xx'] }, 'locales'),
    ).toEqual([UNKNOWN_LOCALE_MESSAGE]);
    expect(
      messagesFor(localesInputSchema, { default: '../en', locales: ['en'] }, 'default'),
    ).toEqual([UNKNOWN_LOCALE_MESSAGE]);
  });

  it('need at least one language, each once, the default among them', () => {
    expect(messagesFor(localesInputSchema, { default: 'en', locales: [] }, 'locales')).toEqual([
      LOCALES_MESSAGES.none,
    ]);
    expect(
      messagesFor(localesInputSchema, { default: 'en', locales: ['en', 'de', 'DE'] }, 'locales'),
    ).toEqual([LOCALES_MESSAGES.repeated]);
    expect(
      messagesFor(localesInputSchema, { default: 'ja', locales: ['en', 'de'] }, 'default'),
    ).toEqual([LOCALES_MESSAGES.defaultMissing]);
  });

  it('are named in themselves, as a language switcher shows them', () => {
    expect(localeName('en')).toBe('English');
    expect(localeName('de')).toBe('Deutsch');
    expect(localeName('ja')).toBe('日本語');
    expect(localeName('fr')).toBe('Français');
    expect(localeName('pt-BR')).toBe('Português (Brasil)');
  });

  it('are answered with the default first, then in the order given', () => {
    expect(describeLocales({ default: 'de', locales: ['en', 'ja', 'de'] })).toEqual({
      default: 'de',
      locales: [
        { code: 'de', name: 'Deutsch' },
        { code: 'en', name: 'English' },
        { code: 'ja', name: '日本語' },
      ],
    });
  });

  it('are a setting the site archive can check', () => {
    const { storedValue } = SITE_SETTINGS.locales;
    expect(
      storedValue.safeParse(JSON.stringify({ default: 'en', locales: ['en', 'de'] })).success,
    ).toBe(true);
    expect(storedValue.safeParse(JSON.stringify({ default: 'xx', locales: ['xx'] })).success).toBe(
      false,
    );
    expect(storedValue.safeParse('not json').success).toBe(false);
  });
});
