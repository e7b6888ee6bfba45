import { screen, within } from '@testing-library/react';
import { pressKitAppFixture, studioPressFactsFixture } from '../../test/fixtures';
import { renderPageIn } from '../../test/renderPageIn';
import { renderWithProviders } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { PRESS_KIT_CATALOG } from './pressKitCatalog';
import { PressKitPage } from './PressKitPage';

function renderPress(app: ReturnType<typeof pressKitAppFixture>) {
  return renderWithProviders(<PressKitPage />, {
    route: '/apps/star-hopper-1/press',
    path: '/apps/:slug/press',
    trpcResponses: { 'apps.byParam': app, 'site.pressFacts': studioPressFactsFixture() },
  });
}

describe('PressKitPage', () => {
  const app = pressKitAppFixture({
    name: 'Star Hopper',
    icon: '/api/files/1/icon.png',
    screenshots: ['/api/files/2/shot.png', 'video:file:/api/files/3/trailer.mp4'],
    images: {
      '/api/files/1/icon.png': { width: 1024, height: 1024, resizable: true },
      '/api/files/2/shot.png': { width: 1290, height: 2796, resizable: true },
    },
  });

  it('shows the fact sheet with the studio as developer and the ZIP download', async () => {
    renderPress(app);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper press kit' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Fact sheet' });
    expect(within(facts).getByText('Pixelwave Studio')).toBeInTheDocument();
    expect(within(facts).getByText('March 14, 2024')).toBeInTheDocument();
    expect(within(facts).getByText('iOS, Android')).toBeInTheDocument();
    expect(within(facts).getByText('Free with in-app purchases')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'press@pixelwave.example' })).toHaveAttribute(
      'href',
      'mailto:press@pixelwave.example',
    );
    expect(screen.getByRole('link', { name: 'Download press kit (ZIP)' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/press.zip',
    );
  });

  it('links each picture to its original file with its size in pixels', async () => {
    renderPress(app);
    const images = await screen.findByRole('region', { name: 'Images' });
    expect(
      within(images).getByRole('link', { name: 'Original of Star Hopper icon' }),
    ).toHaveAttribute('href', '/api/files/1/icon.png');
    expect(within(images).getByText(/1290 × 2796 px/)).toBeInTheDocument();
    expect(screen.getByLabelText('Star Hopper video 1')).toHaveAttribute('preload', 'metadata');
  });

  it('shows the features, awards, quotes and credits', async () => {
    renderPress(app);
    expect(await screen.findByText('Hop across 40 planets')).toBeInTheDocument();
    expect(screen.getByText('Best Arcade Game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pocket Gamer' })).toHaveAttribute(
      'href',
      'https://pocketgamer.example/hopper',
    );
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
  });

  it('gives each quote its source after a dash', async () => {
    renderPress(app);
    const quotes = await screen.findByRole('region', { name: 'Quotes' });
    expect(within(quotes).getByRole('listitem')).toHaveTextContent('A gem. — Pocket Gamer');
  });

  it('is not found while the press kit is not published', async () => {
    renderPress({ ...app, pressKitEnabled: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
  });
});

describe('PressKitPage in the page language', () => {
  const renderIn = (locale: 'de' | 'ja', trpcResponses: Record<string, unknown>) =>
    renderPageIn(locale, <PressKitPage />, {
      catalogs: [PRESS_KIT_CATALOG],
      route: '/apps/star-hopper-1/press',
      path: '/apps/:slug/press',
      trpcResponses: { 'site.pressFacts': studioPressFactsFixture(), ...trpcResponses },
    });

  it('shows the fact sheet, its release day, platforms, quotes and the ZIP download in German', async () => {
    const head = await renderIn('de', {
      'apps.byParam': pressKitAppFixture({ name: 'Star Hopper' }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pressemappe zu Star Hopper' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Auf einen Blick' });
    expect(within(facts).getByText('Erscheinungsdatum')).toBeInTheDocument();
    expect(within(facts).getByText('14. März 2024')).toBeInTheDocument();
    expect(within(facts).getByText('Pressekontakt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pressemappe herunterladen (ZIP)' })).toHaveAttribute(
      'href',
      '/de/apps/star-hopper-1/press.zip',
    );
    expect(within(facts).getByText('iOS und Android')).toBeInTheDocument();
    const quotes = screen.getByRole('region', { name: 'Pressestimmen' });
    expect(within(quotes).getByRole('listitem')).toHaveTextContent('A gem. – Pocket Gamer');
    expect(screen.getByRole('link', { name: 'Zurück zur App' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1',
    );
    expect(head.current?.title).toBe('Pressemappe zu Star Hopper | Pixelwave Studio');
  });

  it('links the Japanese ZIP', async () => {
    await renderIn('ja', { 'apps.byParam': pressKitAppFixture() });
    expect(
      await screen.findByRole('link', { name: 'プレスキットをダウンロード（ZIP）' }),
    ).toHaveAttribute('href', '/ja/apps/star-hopper-1/press.zip');
  });

  it('names the pictures and videos and links the originals in Japanese', async () => {
    const app = pressKitAppFixture({
      name: 'Star Hopper',
      icon: '/api/files/1/icon.png',
      screenshots: ['/api/files/2/shot.png', 'video:https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      images: { '/api/files/2/shot.png': { width: 1290, height: 2796, resizable: true } },
    });
    const head = await renderIn('ja', { 'apps.byParam': app });

    const images = await screen.findByRole('region', { name: '画像' });
    expect(
      within(images).getByRole('link', { name: 'Star Hopper のアイコン（元画像）' }),
    ).toHaveAttribute('href', '/api/files/1/icon.png');
    expect(
      within(images).getByRole('link', { name: 'Star Hopper のスクリーンショット 1（元画像）' }),
    ).toHaveAttribute('href', '/api/files/2/shot.png');
    expect(within(images).getByText(/（1290 × 2796 px）/)).toBeInTheDocument();
    const videos = screen.getByRole('region', { name: '動画' });
    expect(
      within(videos).getByRole('link', { name: 'Star Hopper の動画 1 を再生' }),
    ).toBeInTheDocument();
    expect(head.current?.title).toBe('Star Hopper のプレスキット | Pixelwave Studio');
  });

  it('lists the platforms and names the sources with Japanese punctuation', async () => {
    await renderIn('ja', {
      'apps.byParam': pressKitAppFixture({ platforms: ['iOS', 'Android', 'Web'] }),
    });

    const facts = await screen.findByRole('region', { name: 'ファクトシート' });
    expect(within(facts).getByText('iOS、Android、Web')).toBeInTheDocument();
    const quotes = screen.getByRole('region', { name: 'メディアの声' });
    expect(within(quotes).getByRole('listitem')).toHaveTextContent('A gem.――Pocket Gamer');
  });

  it('explains in Japanese that the press kit failed to load, with the way back to the app', async () => {
    const head = await renderIn('ja', {
      'apps.byParam': trpcFailure('Server error', 'INTERNAL_SERVER_ERROR'),
    });

    expect(
      await screen.findByRole('heading', { name: 'プレスキットを読み込めませんでした' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'アプリに戻る' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1',
    );
    expect(head.current?.title).toBe('プレスキットを読み込めませんでした | Pixelwave Studio');
  });
});
