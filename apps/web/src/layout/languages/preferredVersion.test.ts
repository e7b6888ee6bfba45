import { languageVersions } from './languageVersions';
import { preferredVersion } from './preferredVersion';

const SITE = {
  default: 'en',
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
    { code: 'pt-BR', name: 'Português (Brasil)' },
  ],
} as const;

const onEnglishPage = languageVersions(
  { default: SITE.default, locales: [...SITE.locales] },
  '/apps',
  'en',
);
const suggested = (preferences: string[]) => preferredVersion(onEnglishPage, preferences)?.path;

describe('the language a visitor is offered', () => {
  it("is the browser's first preference the page exists in", () => {
    expect(suggested(['fr', 'de', 'en'])).toBe('/de/apps');
  });

  it('is the same language in another region (de-AT reads de, pt reads pt-BR)', () => {
    expect(suggested(['de-AT'])).toBe('/de/apps');
    expect(suggested(['pt'])).toBe('/pt-BR/apps');
  });

  it("is none when the browser's first language the site has is the page's own", () => {
    expect(suggested(['en-US', 'de'])).toBeUndefined();
  });

  it('is none when the browser asks for no language the page is in', () => {
    expect(suggested(['fr', 'ja'])).toBeUndefined();
    expect(suggested([])).toBeUndefined();
  });
});
