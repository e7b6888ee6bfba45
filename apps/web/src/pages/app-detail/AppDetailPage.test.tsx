import { screen, within } from '@testing-library/react';
import { appFixture, pressKitAppFixture, releaseFixture } from '../../test/fixtures';
import { renderPageIn } from '../../test/renderPageIn';
import { renderWithProviders } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { APP_CATALOG } from './appCatalog';
import { AppDetailPage } from './AppDetailPage';

function renderDetail(fixture: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(<AppDetailPage />, {
    route: '/apps/star-hopper-1',
    path: '/apps/:slug',
    ...fixture,
  });
}

describe('AppDetailPage', () => {
  it('shows the app with its store link, legal links, media strip and description', async () => {
    const app = appFixture({
      screenshots: [
        '/api/files/1/shot.svg',
        'video:file:/api/files/2/trailer.mp4',
        'video:https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ],
    });
    renderDetail({ trpcResponses: { 'apps.byParam': app } });

    expect(await screen.findByRole('heading', { level: 1, name: app.name })).toBeInTheDocument();
    expect(screen.getByText('Game')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      app.appStoreLink,
    );
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/privacy',
    );
    expect(screen.getByRole('img', { name: `${app.name} screenshot 1` })).toBeInTheDocument();
    expect(screen.getByLabelText(`${app.name} video 2`)).toHaveAttribute('preload', 'metadata');
    expect(screen.getByRole('link', { name: `Play ${app.name} video 3` })).toBeInTheDocument();
    expect(screen.getByText('A one-thumb arcade game.')).toBeInTheDocument();
  });

  it('leaves out the store and legal links the app does not have', async () => {
    renderDetail({
      trpcResponses: {
        'apps.byParam': appFixture({ appStoreLink: null, termsLink: null, privacyLink: null }),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Delete Your Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Terms of Use' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
  });

  it('offers both stores and counts a click on each for the app and store', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 204 } as Response));
    const app = appFixture({
      playStoreLink: 'https://play.google.com/store/apps/details?id=com.pixelwave.starhopper',
    });
    const { user } = renderDetail({ trpcResponses: { 'apps.byParam': app } });
    const playStore = await screen.findByRole('link', { name: 'Get it on Google Play' });
    expect(playStore).toHaveAttribute('href', app.playStoreLink);

    await user.click(playStore);
    await user.click(screen.getByRole('link', { name: 'Download on the App Store' }));
    const events = (fetch as jest.Mock).mock.calls
      .filter(([url]) => url === '/api/events')
      .map(([, init]) => JSON.parse((init as RequestInit).body as string));
    expect(events).toEqual([
      { type: 'store_click', appSlug: 'star-hopper-1', store: 'play_store' },
      { type: 'store_click', appSlug: 'star-hopper-1', store: 'app_store' },
    ]);
  });

  it('links to the account-deletion page when the app has one', async () => {
    renderDetail({
      trpcResponses: { 'apps.byParam': appFixture({ accountDeletion: 'Settings, Delete.' }) },
    });
    expect(await screen.findByRole('link', { name: 'Delete Your Account' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/account-deletion',
    );
  });

  it('explains a missing app and offers the way back to the list', async () => {
    renderDetail({ trpcResponses: { 'apps.byParam': trpcFailure('App not found', 'NOT_FOUND') } });

    expect(await screen.findByRole('heading', { name: 'Error Loading App' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't load the details for this app. It may not exist or there was a server error.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Apps' })).toHaveAttribute('href', '/apps');
  });

  it("shows what's new in the latest release, with its day and a link to all releases", async () => {
    renderDetail({
      trpcResponses: {
        'apps.byParam': appFixture(),
        'apps.releases': [
          releaseFixture({ id: 2, version: '1.2', releasedAt: '2025-05-02', notes: 'New planet.' }),
          releaseFixture({ id: 1, version: '1.1' }),
        ],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: "What's new in 1.2" }),
    ).toBeInTheDocument();
    expect(screen.getByText('May 2, 2025')).toBeInTheDocument();
    expect(screen.getByText('New planet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All releases' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/releases',
    );
  });

  it('links the press kit only when it is published', async () => {
    renderDetail({ trpcResponses: { 'apps.byParam': pressKitAppFixture(), 'apps.releases': [] } });
    expect(await screen.findByRole('link', { name: 'Press kit' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/press',
    );
    expect(screen.queryByRole('heading', { name: /What's new/ })).toBeNull();
  });

  it('shows a coming-soon app with its pre-launch links in place of the download buttons', async () => {
    const app = appFixture({
      comingSoon: true,
      publishAt: '2099-04-01T09:00:00.000Z',
      expectedLaunch: 'Spring 2027',
      appStoreLink: null,
      preOrderUrl: 'https://apps.apple.com/app/star-hopper/id1234567890',
      preRegistrationUrl: 'https://play.google.com/store/apps/details?id=com.pixelwave.starhopper',
      platforms: ['iOS', 'Android'],
      screenshots: ['/api/files/1/shot.svg', 'video:https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    });
    renderDetail({ trpcResponses: { 'apps.byParam': app } });

    expect(await screen.findByRole('heading', { level: 1, name: app.name })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('Expected launch: Spring 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pre-order on the App Store' })).toHaveAttribute(
      'href',
      app.preOrderUrl,
    );
    expect(screen.getByRole('link', { name: 'Pre-register on Google Play' })).toHaveAttribute(
      'href',
      app.preRegistrationUrl,
    );
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
    expect(screen.getByRole('img', { name: `${app.name} screenshot 1` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Play ${app.name} video 2` })).toBeInTheDocument();
    expect(screen.getByText('A one-thumb arcade game.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Notify me at launch' });
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Notify me at launch' })).toBeInTheDocument();
  });

  it('offers no launch sign-up for an app that is out', async () => {
    renderDetail({ trpcResponses: { 'apps.byParam': appFixture() } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Notify me at launch' })).toBeNull();
  });
});

describe('AppDetailPage in the page language', () => {
  const renderIn = (locale: 'de' | 'ja', trpcResponses: Record<string, unknown>) =>
    renderPageIn(locale, <AppDetailPage />, {
      catalogs: [APP_CATALOG],
      route: '/apps/star-hopper-1',
      path: '/apps/:slug',
      trpcResponses,
    });

  it('shows a coming-soon app, its store buttons, media and launch sign-up in German', async () => {
    const app = appFixture({
      comingSoon: true,
      publishAt: '2099-04-01T09:00:00.000Z',
      expectedLaunch: 'Frühjahr 2027',
      appStoreLink: null,
      preOrderUrl: 'https://apps.apple.com/de/app/star-hopper/id1234567890',
      preRegistrationUrl:
        'https://play.google.com/store/apps/details?id=com.pixelwave.starhopper&hl=de',
      screenshots: ['/api/files/1/shot.svg', 'video:https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    });
    await renderIn('de', { 'apps.byParam': app });

    expect(await screen.findByRole('heading', { level: 1, name: app.name })).toBeInTheDocument();
    expect(screen.getByText('Bald verfügbar')).toBeInTheDocument();
    expect(screen.getByText('Voraussichtlicher Start: Frühjahr 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Im App Store vorbestellen' })).toHaveAttribute(
      'href',
      app.preOrderUrl,
    );
    expect(screen.getByRole('link', { name: 'Bei Google Play vorregistrieren' })).toHaveAttribute(
      'href',
      app.preRegistrationUrl,
    );
    expect(
      screen.getByRole('region', { name: `Screenshots und Videos von ${app.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Screenshot 1 von ${app.name}` })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Video 2 von ${app.name} abspielen` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `Sei unter den Ersten, die ${app.name} spielen`,
      }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Zum Start benachrichtigen' });
    expect(
      within(form).getByRole('button', { name: 'Zum Start benachrichtigen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Über ${app.name}` })).toBeInTheDocument();
  });

  it("shows an app's update day, documents, press kit and latest release in Japanese", async () => {
    const app = pressKitAppFixture();
    const release = releaseFixture({ id: 2, version: '1.2', releasedAt: '2025-05-02' });
    const head = await renderIn('ja', {
      'apps.byParam': app,
      'apps.releases': ({ locale }: { locale?: string }) => [
        locale === 'ja' ? { ...release, notes: '新しい惑星が登場。' } : release,
      ],
    });

    expect(await screen.findByRole('link', { name: 'App Store からダウンロード' })).toHaveAttribute(
      'href',
      app.appStoreLink,
    );
    expect(screen.getByText(/^最終更新日：/)).toContainElement(screen.getByText('2025年3月5日'));
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/terms',
    );
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プレスキット' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'バージョン 1.2 の新機能' }),
    ).toBeInTheDocument();
    expect(screen.getByText('新しい惑星が登場。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'すべてのリリース' })).toBeInTheDocument();
    expect(head.current?.imageAlt).toBe(`${app.name} のアイコン`);
  });

  it('explains a missing app in Japanese, with the way back to the list', async () => {
    const head = await renderIn('ja', {
      'apps.byParam': trpcFailure('App not found', 'NOT_FOUND'),
    });
    expect(
      await screen.findByRole('heading', { name: 'アプリを読み込めませんでした' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'アプリ一覧に戻る' })).toHaveAttribute('href', '/apps');
    expect(head.current?.title).toBe('アプリを読み込めませんでした | Pixelwave Studio');
  });
});
