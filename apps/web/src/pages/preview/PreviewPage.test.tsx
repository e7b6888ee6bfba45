import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogPostFixture, localesFixture } from '../../test/fixtures';
import { fixtureQuery, trpcFailure, type TrpcFixtures } from '../../test/trpcFixtureLink';
import { createSiteRenderer } from '../../entry-server';
import { PAGE_ROUTES } from '../../routes';
import type { SiteRenderer } from '../../ssr/renderContract';

const TOKEN = 'a-secret-token';
const draft = blogPostFixture({ id: 7, slug: 'sequel', title: 'Secret Sequel', published: false });
const SERVER_DATA: TrpcFixtures = {
  'site.locales': localesFixture({
    locales: [
      { code: 'en', name: 'English' },
      { code: 'de', name: 'Deutsch' },
    ],
  }),
  'site.shareImage': { image: null },
  // The German translation is a draft too: only the preview shows it.
  'preview.byToken': ({ token, locale }) => {
    if (token !== TOKEN) return trpcFailure('Preview not found', 'NOT_FOUND');
    const post = locale === 'de' ? { ...draft, title: 'Geheime Fortsetzung' } : draft;
    return { kind: 'blogPost', post };
  },
};

let renderer: SiteRenderer;
beforeAll(async () => {
  await Promise.all(PAGE_ROUTES.map((route) => route.page.preload()));
  renderer = createSiteRenderer({
    template: readFileSync(join(__dirname, '../../../index.html'), 'utf8'),
    manifest: null,
  });
});

/** The server's page for `url`, put in the test's document. */
async function serverPage(url: string) {
  const answer = await renderer.renderPage({
    url,
    origin: 'https://studio.test',
    query: fixtureQuery(SERVER_DATA),
  });
  if (answer.kind !== 'page') throw new Error(`${url} is not a page`);
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(answer.html)![1]!;
  return { ...answer, lang: /<html lang="([^"]+)"/.exec(answer.html)![1] };
}

describe('a preview in German (/de/preview/{token})', () => {
  it('shows the German translation of the draft in <html lang="de">', async () => {
    const page = await serverPage(`/de/preview/${TOKEN}`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe('de');
    expect(document.querySelector('h1')?.textContent).toBe('Geheime Fortsetzung');
  });

  it("speaks German around the post, its links under the language's prefix", async () => {
    await serverPage(`/de/preview/${TOKEN}`);
    const back = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Zurück zum Blog',
    );
    expect(back?.getAttribute('href')).toBe('/de/blog');
  });

  it('stays out of search engines and caches, as the preview in the default language does', async () => {
    const page = await serverPage(`/de/preview/${TOKEN}`);
    expect(page.privateLink).toBe(true);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('shows the default texts at the address without a prefix', async () => {
    const page = await serverPage(`/preview/${TOKEN}`);
    expect(page.lang).toBe('en');
    expect(document.querySelector('h1')?.textContent).toBe('Secret Sequel');
  });
});

describe('a preview link that shows nothing any more', () => {
  const errorScreen = () => ({
    heading: document.querySelector('h1')?.textContent,
    message: document.querySelector('main p')?.textContent,
    title: document.title,
  });

  it('says so in English at the address without a prefix', async () => {
    const page = await serverPage('/preview/withdrawn-token');
    expect(page.status).toBe(404);
    expect(errorScreen()).toEqual({
      heading: 'Preview Unavailable',
      message: 'This preview link has expired or was withdrawn. Ask whoever sent it for a new one.',
      title: 'Preview Unavailable | Pixelwave Studio',
    });
  });

  it('says so in German under /de, with the way back to the German home page', async () => {
    const page = await serverPage('/de/preview/withdrawn-token');
    expect(page.lang).toBe('de');
    expect(errorScreen()).toEqual({
      heading: 'Vorschau nicht verfügbar',
      message:
        'Dieser Vorschaulink ist abgelaufen oder wurde zurückgezogen. Bitte die Person, die ihn dir geschickt hat, um einen neuen.',
      title: 'Vorschau nicht verfügbar | Pixelwave Studio',
    });
    const home = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Zur Startseite',
    );
    expect(home?.getAttribute('href')).toBe('/de');
  });
});
