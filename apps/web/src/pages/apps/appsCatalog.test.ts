import { APPS_CATALOG } from './appsCatalog';

const texts = (locale: 'en' | 'de' | 'ja') => APPS_CATALOG.load(locale);

describe("the app cards' texts", () => {
  it('count views compactly, in the spec’s words in English', async () => {
    const { t } = await texts('en');
    expect([12_345, 0, 1].map((count) => t('card.views', { count }))).toEqual([
      '12.3K views',
      '0 views',
      '1 view',
    ]);
  });

  it('count views in German and Japanese', async () => {
    const [german, japanese] = await Promise.all([texts('de'), texts('ja')]);
    expect([1, 4, 12_345].map((count) => german.t('card.views', { count }))).toEqual([
      '1 Aufruf',
      '4 Aufrufe',
      '12.345 Aufrufe',
    ]);
    expect(japanese.t('card.views', { count: 3 })).toBe('3 回表示');
  });

  it("name the spec's categories in each language, and any other as the apps spell it", async () => {
    const [english, german, japanese] = await Promise.all([texts('en'), texts('de'), texts('ja')]);
    const names = ({ t }: typeof english) =>
      ['Game', 'Utility', 'Puzzle'].map((category) => t('category.name', { category }));
    expect(names(english)).toEqual(['Game', 'Utility', 'Puzzle']);
    expect(names(german)).toEqual(['Spiel', 'Dienstprogramm', 'Puzzle']);
    expect(names(japanese)).toEqual(['ゲーム', 'ユーティリティ', 'Puzzle']);
  });
});
