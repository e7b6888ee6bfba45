import { act, screen } from '@testing-library/react';
import { CurrentPageContext } from '../../pageKit/currentPage';
import { PageLocaleContext, type PageLocale } from '../../pageKit/pageLocale';
import { SiteLanguagesContext } from '../../pageKit/siteLanguages';
import { matchPage } from '../../routes';
import { localesFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { TrpcFixtures } from '../../test/trpcFixtureLink';
import { DeferredLanguageSuggestion } from './DeferredLanguageSuggestion';
import { LANGUAGE_CHOICE_KEY } from './languageChoice';

const ENGLISH_AND_GERMAN = localesFixture({
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
  ],
});

interface Visit {
  path: string;
  browserLanguages: string[];
  locale?: PageLocale;
  trpcResponses?: TrpcFixtures;
}

/** A page at `path` (the default language's address) in a browser that prefers `browserLanguages`. */
function visit({ path, browserLanguages, locale = null, trpcResponses }: Visit) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  return renderWithProviders(
    <SiteLanguagesContext.Provider value={ENGLISH_AND_GERMAN}>
      <PageLocaleContext.Provider value={locale}>
        <CurrentPageContext.Provider value={matchPage(path)}>
          <DeferredLanguageSuggestion />
        </CurrentPageContext.Provider>
      </PageLocaleContext.Provider>
    </SiteLanguagesContext.Provider>,
    { route: path, trpcResponses },
  );
}

const suggestion = () => screen.queryByRole('region', { name: 'Vorgeschlagene Sprache' });

/** Lets the lazy suggestion load, then tells that none is shown. */
async function expectNoSuggestion() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(suggestion()).toBeNull();
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the language suggestion', () => {
  it("offers the page in the browser's language when the site has it, in that language", async () => {
    visit({ path: '/apps/star-hopper', browserLanguages: ['de-DE', 'de', 'en'] });
    const offer = await screen.findByRole('region', { name: 'Vorgeschlagene Sprache' });
    expect(offer).toHaveTextContent('Diese Seite gibt es auch auf Deutsch.');
    expect(offer).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'Zu Deutsch wechseln' })).toHaveAttribute(
      'href',
      '/de/apps/star-hopper',
    );
  });

  it('stays dismissed once turned down', async () => {
    const { user, unmount } = visit({ path: '/apps', browserLanguages: ['de'] });
    await user.click(await screen.findByRole('button', { name: 'Sprachvorschlag schließen' }));
    expect(suggestion()).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('1');
    unmount();

    visit({ path: '/blog', browserLanguages: ['de'] });
    await expectNoSuggestion();
  });

  it("is not offered when the page is in the browser's language already", async () => {
    visit({ path: '/apps', browserLanguages: ['de', 'en'], locale: 'de' });
    await expectNoSuggestion();
  });

  it("is not offered when the browser's preferred language the site has is the page's", async () => {
    visit({ path: '/apps', browserLanguages: ['en-GB', 'de'] });
    await expectNoSuggestion();
  });

  it('is not offered for a post that is not published in that language', async () => {
    visit({
      path: '/blog/only-english',
      browserLanguages: ['de'],
      trpcResponses: { 'blog.languages': { 'only-english': ['en'] } },
    });
    await expectNoSuggestion();
  });
});
