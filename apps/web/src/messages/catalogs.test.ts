import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog } from './catalog';
import english from './catalogs/en.json';
import german from './catalogs/de.json';
import japanese from './catalogs/ja.json';
import { createMessages } from './messages';
import { messageArguments } from './messageArguments';
import { UI_LOCALES, type UiLocale } from './uiLocales';

/** A catalog's ICU texts, as written (an import of the file gives its compiled messages). */
const source = (locale: UiLocale): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, 'catalogs', `${locale}.json`), 'utf8'));

const COMPILED = { en: english, de: german, ja: japanese } as unknown as Record<UiLocale, Catalog>;

describe.each(UI_LOCALES.filter((locale) => locale !== 'en'))('the %s catalog', (locale) => {
  it('has every key of the English one, and no other', () => {
    expect(Object.keys(source(locale)).sort()).toEqual(Object.keys(source('en')).sort());
  });

  it('gives each message the arguments of its English text', () => {
    const catalog = source(locale);
    for (const [key, message] of Object.entries(source('en'))) {
      expect([key, messageArguments(catalog[key] ?? '')]).toEqual([key, messageArguments(message)]);
    }
  });
});

describe('the messages', () => {
  const views = (locale: UiLocale, count: number) =>
    createMessages(locale, COMPILED[locale]).t('apps.card.views', { count });

  it('count views compactly, in the spec’s words in English', () => {
    expect([views('en', 12_345), views('en', 0), views('en', 1)]).toEqual([
      '12.3K views',
      '0 views',
      '1 view',
    ]);
  });

  it('count views in German and Japanese', () => {
    expect([views('de', 1), views('de', 4), views('de', 12_345)]).toEqual([
      '1 Aufruf',
      '4 Aufrufe',
      '12.345 Aufrufe',
    ]);
    expect(views('ja', 3)).toBe('3 回表示');
  });
});
