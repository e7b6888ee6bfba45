import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messageArguments } from './messageArguments';
import { UI_LOCALES } from './uiLocales';

const SOURCE = join(__dirname, '..');

/** Every folder of catalogs in the site's source: the site's own and each page's. */
function catalogFolders(folder = SOURCE): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      return entry.name === 'catalogs' ? [path] : catalogFolders(path);
    });
}

/** A catalog's ICU texts, as written (an import of the file gives its compiled messages). */
const source = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8'));

const FOLDERS = catalogFolders().map((folder) => [relative(SOURCE, folder), folder] as const);

it('finds the site’s catalogs and the pages’', () => {
  expect(FOLDERS.map(([name]) => name)).toContain('messages/catalogs');
  expect(FOLDERS.length).toBeGreaterThan(1);
});

describe.each(FOLDERS)('the catalogs in %s', (_name, folder) => {
  it('are there in every language the interface ships', () => {
    expect(UI_LOCALES.filter((locale) => !existsSync(join(folder, `${locale}.json`)))).toEqual([]);
  });

  describe.each(UI_LOCALES.filter((locale) => locale !== 'en'))('the %s one', (locale) => {
    it('has every key of the English one, and no other', () => {
      expect(Object.keys(source(folder, locale)).sort()).toEqual(
        Object.keys(source(folder, 'en')).sort(),
      );
    });

    it('gives each message the arguments of its English text', () => {
      const catalog = source(folder, locale);
      for (const [key, message] of Object.entries(source(folder, 'en'))) {
        expect([key, messageArguments(catalog[key] ?? '')]).toEqual([
          key,
          messageArguments(message),
        ]);
      }
    });
  });
});
