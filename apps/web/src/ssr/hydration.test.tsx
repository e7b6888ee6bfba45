import { act } from '@testing-library/react';
import { getUntypedClient } from '@trpc/client';
import type { Root } from 'react-dom/client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSite } from '../startSite';
import {
  appCardFixture,
  appSummaryFixture,
  blogPostCardFixture,
  blogPostFixture,
  localesFixture,
  pressKitAppFixture,
  releaseFixture,
  studioPressFactsFixture,
} from '../test/fixtures';
import {
  fixtureQuery,
  trpcFailure,
  trpcFixtureLink,
  type TrpcCall,
  type TrpcFixtures,
} from '../test/trpcFixtureLink';
import { trpc } from '../trpc';
import type { SiteRenderer } from './renderContract';

const app = pressKitAppFixture({ id: 1, slug: 'star-hopper' });
const post = blogPostFixture({ id: 1, slug: 'dev-diary' });
const SERVER_DATA: TrpcFixtures = {
  // The press page lists the apps with a press kit from the full list; the other pages show cards.
  'apps.list': [
    appSummaryFixture({ id: 1, slug: 'star-hopper', featured: true, pressKitEnabled: true }),
    appSummaryFixture({ id: 2, slug: 'focus-flow', category: 'Productivity' }),
  ],
  'apps.cards': [
    appCardFixture({ id: 1, slug: 'star-hopper', featured: true }),
    appCardFixture({ id: 2, slug: 'focus-flow', category: 'Productivity' }),
  ],
  'apps.byParam': ({ param }) =>
    param === app.slug ? app : trpcFailure('App not found', 'NOT_FOUND'),
  'apps.terms': ({ slug }) =>
    slug === app.slug
      ? { appName: app.name, terms: app.termsLink }
      : trpcFailure('App not found', 'NOT_FOUND'),
  'blog.cards': [blogPostCardFixture({ id: 1, slug: 'dev-diary' })],
  'site.shareImage': { image: null },
  'site.pressFacts': studioPressFactsFixture(),
  'site.locales': localesFixture({
    locales: [
      { code: 'en', name: 'English' },
      { code: 'de', name: 'Deutsch' },
      { code: 'ja', name: '日本語' },
    ],
  }),
  'apps.releases': ({ slug }) =>
    slug === app.slug
      ? [releaseFixture({ id: 2 }), releaseFixture({ id: 1 })]
      : trpcFailure('App not found', 'NOT_FOUND'),
  'blog.languages': { 'dev-diary': ['en', 'de'] },
  'blog.bySlug': ({ slug }) =>
    slug === post.slug ? post : trpcFailure('Blog post not found', 'NOT_FOUND'),
};

let renderer: SiteRenderer;
beforeAll(async () => {
  // The server's React in a module registry of its own, as in its own process: renderers share
  // context state through the modules they load. Its pages load inside that registry too.
  await jest.isolateModulesAsync(async () => {
    const { createSiteRenderer } = await import('../entry-server');
    const { PAGE_ROUTES } = await import('../routes');
    await Promise.all(PAGE_ROUTES.map((route) => route.page.preload()));
    renderer = createSiteRenderer({
      template: readFileSync(join(__dirname, '../../index.html'), 'utf8'),
      manifest: null,
    });
  });
});

/** The server's page, as the browser receives it. */
async function serverPage(url: string) {
  const answer = await renderer.renderPage({
    url,
    origin: 'https://studio.test',
    query: fixtureQuery(SERVER_DATA),
  });
  if (answer.kind !== 'page') throw new Error(`${url} is not a page`);
  const body = /<body>([\s\S]*)<\/body>/.exec(answer.html)![1]!;
  const lang = /<html lang="([^"]+)"/.exec(answer.html)![1]!;
  const title = /<title>([^<]*)<\/title>/.exec(answer.html)![1]!;
  const description = /<meta name="description" content="([^"]*)"/.exec(answer.html)![1]!;
  return { status: answer.status, body, lang, title, description };
}

/** The server's page in the test's document, its language included. */
async function showServerPage(url: string) {
  const page = await serverPage(url);
  document.documentElement.lang = page.lang;
  document.body.innerHTML = page.body;
  return page;
}

// The page views the site counts (jsdom has no fetch of its own).
beforeEach(() => {
  globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 204 } as Response));
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  jest.restoreAllMocks();
});

describe('a page rendered on the server', () => {
  it.each([
    ['/', 200],
    ['/apps', 200],
    ['/apps/category/game', 200],
    ['/apps/category/Nope', 404],
    ['/apps/star-hopper', 200],
    ['/apps/no-such-app', 404],
    ['/apps/star-hopper/terms', 200],
    ['/apps/star-hopper/press', 200],
    ['/apps/star-hopper/releases', 200],
    ['/press', 200],
    ['/blog', 200],
    ['/blog/dev-diary', 200],
    ['/blog/no-such-post', 404],
    ['/about', 200],
    ['/contact', 200],
    ['/terms', 200],
    ['/nowhere', 404],
    ['/de', 200],
    ['/de/apps/star-hopper', 200],
    ['/de/blog/dev-diary', 200],
    ['/de/nowhere', 404],
    ['/ja', 200],
    ['/ja/apps', 200],
    ['/ja/apps/star-hopper', 200],
    ['/ja/terms', 200],
    ['/ja/nowhere', 404],
    ['/de/apps', 200],
    ['/de/blog/dev-diary', 200],
  ])('%s hydrates without a warning and asks the server nothing', async (url, status) => {
    const page = await showServerPage(url);
    expect(page.status).toBe(status);
    const serverMain = document.getElementById('main-content')!;
    window.history.replaceState(null, '', url);

    const problems = [
      jest.spyOn(console, 'error').mockImplementation(() => undefined),
      jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    ];
    const calls: TrpcCall[] = [];
    const trpcClient = trpc.createClient({
      links: [trpcFixtureLink({}, calls)],
    });
    await act(async () => {
      root = await startSite(document, getUntypedClient(trpcClient));
    });

    for (const problem of problems) expect(problem.mock.calls).toEqual([]);
    expect(calls).toEqual([]);
    // Hydration adopted the server's elements rather than rendering new ones.
    expect(document.getElementById('main-content')).toBe(serverMain);
    expect(serverMain.isConnected).toBe(true);
  });

  it('offers the page in each language in its header and its footer', async () => {
    await showServerPage('/de/apps/star-hopper');
    for (const label of ['Sprache', 'Sprache wählen']) {
      const switcher = document.querySelector(`nav[aria-label="${label}"]`)!;
      expect(
        [...switcher.querySelectorAll('a')].map((link) => [
          link.getAttribute('href'),
          link.getAttribute('aria-current'),
        ]),
      ).toEqual([
        ['/apps/star-hopper', null],
        ['/de/apps/star-hopper', 'true'],
        ['/ja/apps/star-hopper', null],
      ]);
    }
  });
});

describe('a page in another language', () => {
  it.each([
    [
      '/de/apps',
      'Alle Apps &amp; Spiele | Pixelwave Studio',
      'Alles, was wir veröffentlicht haben',
    ],
    [
      '/de/apps/category/Game',
      'Apps der Kategorie Spiel | Pixelwave Studio',
      'Apps der Kategorie Spiel von Pixelwave Studio für iPhone und iPad.',
    ],
    ['/ja/blog', 'ブログ | Pixelwave Studio', 'Pixelwave チームによる開発日記'],
    [
      '/ja',
      'Pixelwave Studio | Mobile Games &amp; Apps',
      'Pixelwave Studio は、iPhone と iPad 向け',
    ],
  ])('%s has its title and description in its language', async (url, title, description) => {
    const page = await serverPage(url);
    expect(page.title).toBe(title);
    expect(page.description).toContain(description);
  });

  it.each([
    ['/de/apps', 'de', ['Zum Hauptinhalt springen', 'Apps & Spiele', 'Alle Rechte vorbehalten.']],
    [
      '/ja/apps',
      'ja',
      ['メインコンテンツへスキップ', 'アプリ＆ゲーム', 'すべてのアプリとゲーム', 'ポートフォリオ'],
    ],
    ['/de', 'de', ['Unsere Spiele & Apps', 'Hinter den Pixeln', 'Zum Blog', 'Weiterlesen']],
    ['/ja', 'ja', ['何度でも遊びたくなるモバイルゲームとアプリをつくっています', 'ブログを読む']],
    ['/de/blog', 'de', ['Hinter den Pixeln', 'Weiterlesen']],
    ['/de/blog/dev-diary', 'de', ['Zurück zum Blog']],
    [
      '/de/apps/star-hopper',
      'de',
      [
        'Über Star Hopper 1',
        'Laden im App Store',
        'Zuletzt aktualisiert am ',
        'Nutzungsbedingungen',
        'Pressemappe',
      ],
    ],
    [
      '/ja/apps/star-hopper',
      'ja',
      [
        'Star Hopper 1 について',
        'App Store からダウンロード',
        '最終更新日：',
        '利用規約',
        'プレスキット',
      ],
    ],
    ['/ja/contact', 'ja', ['お気軽にご連絡ください', 'メールサポート', '対応時間']],
    ['/de/nowhere', 'de', ['404 – Seite nicht gefunden', 'Zurück zur Startseite']],
    ['/ja/nowhere', 'ja', ['404 ページが見つかりません', 'ホームに戻る']],
  ])("%s shows its catalog's texts, and hydrates with them", async (url, locale, texts) => {
    await showServerPage(url);
    for (const text of texts) expect(document.body.textContent).toContain(text);
    expect(document.body.textContent).not.toContain('Skip to main content');
    window.history.replaceState(null, '', url);
    const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = await startSite(
        document,
        getUntypedClient(trpc.createClient({ links: [trpcFixtureLink({}, [])] })),
      );
    });
    expect(problems.mock.calls).toEqual([]);
    for (const text of texts) expect(document.body.textContent).toContain(text);
    expect(JSON.parse(document.getElementById('page-state')!.textContent!)).toMatchObject({
      locale,
    });
  });
});
