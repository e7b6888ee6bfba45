import { screen, waitFor, within } from '@testing-library/react';
import type { Locales } from '@studio/schemas';
import type { ReactNode } from 'react';
import { CurrentPageContext } from '../../pageKit/currentPage';
import { PageLocaleContext, type PageLocale } from '../../pageKit/pageLocale';
import { SiteLanguagesContext } from '../../pageKit/siteLanguages';
import { matchPage } from '../../routes';
import { localesFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { TrpcFixtures } from '../../test/trpcFixtureLink';
import { LanguageSwitcher } from './LanguageSwitcher';

const ENGLISH_AND_GERMAN = localesFixture({
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
  ],
});

interface Shown {
  /** The address as the router reads it: the default language's. */
  path: string;
  locale?: PageLocale;
  languages?: Locales | null;
  trpcResponses?: TrpcFixtures;
  short?: boolean;
}

/** The switcher as the layout shows it on a page at `path`. */
function showSwitcher({
  path,
  locale = null,
  languages = ENGLISH_AND_GERMAN,
  trpcResponses,
  short,
}: Shown) {
  const around = (switcher: ReactNode) => (
    <SiteLanguagesContext.Provider value={languages}>
      <PageLocaleContext.Provider value={locale}>
        <CurrentPageContext.Provider value={matchPage(path)}>
          {switcher}
        </CurrentPageContext.Provider>
      </PageLocaleContext.Provider>
    </SiteLanguagesContext.Provider>
  );
  return renderWithProviders(around(<LanguageSwitcher label="Language" short={short} />), {
    route: path,
    trpcResponses,
  });
}

const linksOf = () =>
  within(screen.getByRole('navigation', { name: 'Language' }))
    .getAllByRole('link')
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
      hreflang: link.getAttribute('hreflang'),
      lang: link.getAttribute('lang'),
      current: link.getAttribute('aria-current'),
    }));

describe('the language switcher', () => {
  it('is not shown while the site speaks one language', () => {
    showSwitcher({ path: '/apps', languages: null });
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });

  it("links to the page in each of the site's languages, each named in itself", () => {
    showSwitcher({ path: '/apps/star-hopper' });
    expect(linksOf()).toEqual([
      {
        name: 'English',
        href: '/apps/star-hopper',
        hreflang: 'en',
        lang: 'en',
        current: 'true',
      },
      {
        name: 'Deutsch',
        href: '/de/apps/star-hopper',
        hreflang: 'de',
        lang: 'de',
        current: null,
      },
    ]);
  });

  it('marks the language of a page under a prefix and leads back to the default address', () => {
    showSwitcher({ path: '/apps/category/Game', locale: 'de' });
    expect(linksOf().map(({ href, current }) => [href, current])).toEqual([
      ['/apps/category/Game', null],
      ['/de/apps/category/Game', 'true'],
    ]);
  });

  it("keeps the address's query in every language", () => {
    showSwitcher({ path: '/blog?page=2' });
    expect(linksOf().map(({ href }) => href)).toEqual(['/blog?page=2', '/de/blog?page=2']);
  });

  it('offers only the languages a post is published in', async () => {
    showSwitcher({
      path: '/blog/dev-diary',
      languages: localesFixture({
        locales: [...ENGLISH_AND_GERMAN.locales, { code: 'ja', name: '日本語' }],
      }),
      trpcResponses: { 'blog.languages': { 'dev-diary': ['en', 'de'] } },
    });
    await waitFor(() =>
      expect(linksOf().map(({ href }) => href)).toEqual(['/blog/dev-diary', '/de/blog/dev-diary']),
    );
  });

  it('is not shown on a post that exists in one language only', async () => {
    showSwitcher({
      path: '/blog/only-english',
      trpcResponses: { 'blog.languages': { 'only-english': ['en'] } },
    });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull());
  });

  it("leads to each language's home from the not-found screen", () => {
    showSwitcher({ path: '/nowhere' });
    expect(linksOf().map(({ href }) => href)).toEqual(['/', '/de']);
  });

  it('is not shown on a page that has no language versions (a preview)', () => {
    showSwitcher({ path: '/preview/some-token' });
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });

  it('shows short tags, each with its name in full as a title, when asked to', () => {
    showSwitcher({ path: '/apps', short: true });
    expect(screen.getByRole('link', { name: 'DE' })).toHaveAttribute('title', 'Deutsch');
  });
});
