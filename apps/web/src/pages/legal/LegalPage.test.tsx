import { screen } from '@testing-library/react';
import { describeLocales, type LocaleCode } from '@studio/schemas';
import type { ReactElement } from 'react';
import { uiLocaleOf, type UiLocale } from '../../messages/uiLocales';
import { SiteLanguagesContext } from '../../pageKit/siteLanguages';
import { renderPageIn } from '../../test/renderPageIn';
import { CookiesPage } from './cookies/CookiesPage';
import { COOKIES_CATALOG } from './cookies/cookiesCatalog';
import { PrivacyPage } from './privacy/PrivacyPage';
import { PRIVACY_CATALOG } from './privacy/privacyCatalog';
import { TermsPage } from './terms/TermsPage';
import { TERMS_CATALOG } from './terms/termsCatalog';

/** A page of a site in English (its default), German and Japanese, or in `languages` as given. */
const onSite = (page: ReactElement, languages: LocaleCode[] = ['en', 'de', 'ja']) => (
  <SiteLanguagesContext.Provider
    value={describeLocales({ default: languages[0]!, locales: languages })}
  >
    {page}
  </SiteLanguagesContext.Provider>
);

const renderTerms = (locale: UiLocale) =>
  renderPageIn(locale, onSite(<TermsPage />), { catalogs: [TERMS_CATALOG], route: '/terms' });

/** The line under a translated document's header that names the English text as the one that governs. */
const governingNotice = () =>
  screen.queryByRole('link', { name: /englische Fassung|英語版|English version/ });

describe('the legal pages', () => {
  it('show the terms of service in English, as the spec words them, with no translation notice', async () => {
    const head = await renderTerms('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Who we are' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Pixelwave Studio ("we", "us") is an independent developer of mobile games and apps. You can reach us at support@pixelwave.studio.',
      ),
    ).toBeInTheDocument();
    expect(governingNotice()).not.toBeInTheDocument();
    expect(head.current).toMatchObject({ title: 'Terms of Service | Pixelwave Studio' });
  });

  it('show the terms of service in German, saying the English version governs and linking it', async () => {
    const head = await renderTerms('de');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Wer wir sind' })).toBeInTheDocument();
    expect(
      screen.getByText('Diese Übersetzung dient der Information; maßgeblich ist die', {
        exact: false,
      }),
    ).toHaveTextContent(
      'Diese Übersetzung dient der Information; maßgeblich ist die englische Fassung.',
    );
    expect(governingNotice()).toHaveAttribute('href', '/terms');
    expect(governingNotice()).toHaveAttribute('hreflang', 'en');
    expect(screen.queryByText('Who we are', { exact: false })).not.toBeInTheDocument();
    expect(head.current).toMatchObject({
      title: 'Nutzungsbedingungen | Pixelwave Studio',
      description: expect.stringMatching(/^Diese Bedingungen regeln deine Nutzung der Website/),
    });
  });

  it('show the privacy policy in Japanese, saying the English version governs and linking it', async () => {
    const head = await renderPageIn('ja', onSite(<PrivacyPage />), {
      catalogs: [PRIVACY_CATALOG],
      route: '/privacy',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '1. 当社が処理するデータ' }),
    ).toBeInTheDocument();
    expect(governingNotice()).toHaveTextContent('英語版');
    expect(governingNotice()).toHaveAttribute('href', '/privacy');
    expect(head.current).toMatchObject({ title: 'プライバシーポリシー | Pixelwave Studio' });
  });

  it('show the English document in a language of the site that has no translation of it (fr)', async () => {
    await renderPageIn(uiLocaleOf('fr'), onSite(<CookiesPage />, ['en', 'fr']), {
      catalogs: [COOKIES_CATALOG],
      route: '/cookies',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(governingNotice()).not.toBeInTheDocument();
  });

  it('say nothing of an English version on a site without English', async () => {
    await renderPageIn('de', onSite(<TermsPage />, ['de']), {
      catalogs: [TERMS_CATALOG],
      route: '/terms',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/maßgeblich ist die/)).not.toBeInTheDocument();
  });
});
