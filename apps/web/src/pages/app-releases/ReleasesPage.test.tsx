import { screen } from '@testing-library/react';
import { appFixture, releaseFixture } from '../../test/fixtures';
import { renderPageIn } from '../../test/renderPageIn';
import { renderWithProviders } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { RELEASES_CATALOG } from './releasesCatalog';
import { ReleasesPage } from './ReleasesPage';

function renderReleases(releases: ReturnType<typeof releaseFixture>[]) {
  return renderWithProviders(<ReleasesPage />, {
    route: '/apps/star-hopper-1/releases',
    path: '/apps/:slug/releases',
    trpcResponses: {
      'apps.byParam': appFixture({ name: 'Star Hopper' }),
      'apps.releases': releases,
    },
  });
}

describe('ReleasesPage', () => {
  it('shows every release newest first, with its day, platforms and notes in paragraphs', async () => {
    renderReleases([
      releaseFixture({
        id: 2,
        version: '1.2',
        releasedAt: '2025-05-02',
        notes: 'New planet.\n\nFewer crashes.',
        platforms: ['iOS'],
      }),
      releaseFixture({ id: 1, version: '1.1' }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper releases' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Version 1.2', 'Version 1.1']);
    expect(screen.getByText('May 2, 2025')).toBeInTheDocument();
    expect(screen.getByText('iOS')).toBeInTheDocument();
    expect(screen.getByText('Fewer crashes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/releases.xml',
    );
  });

  it('says so when the app has no releases yet', async () => {
    renderReleases([]);
    expect(await screen.findByText('No releases yet.')).toBeInTheDocument();
  });
});

describe('ReleasesPage in the page language', () => {
  const renderIn = (locale: 'de' | 'ja', trpcResponses: Record<string, unknown>) =>
    renderPageIn(locale, <ReleasesPage />, {
      catalogs: [RELEASES_CATALOG],
      route: '/apps/star-hopper-1/releases',
      path: '/apps/:slug/releases',
      trpcResponses,
    });

  it("shows an app's releases, their days, notes and its feed in German", async () => {
    const release = releaseFixture({ id: 2, version: '1.2', releasedAt: '2025-05-02' });
    const head = await renderIn('de', {
      'apps.byParam': appFixture({ name: 'Star Hopper' }),
      'apps.releases': ({ locale }: { locale?: string }) => [
        locale === 'de' ? { ...release, notes: 'Ein neuer Planet.' } : release,
      ],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Versionen von Star Hopper' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Version 1.2' })).toBeInTheDocument();
    expect(screen.getByText('2. Mai 2025')).toBeInTheDocument();
    expect(screen.getByText('Ein neuer Planet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS-Feed' })).toHaveAttribute(
      'href',
      '/de/apps/star-hopper-1/releases.xml',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur App' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1',
    );
    expect(head.current?.title).toBe('Versionen von Star Hopper | Pixelwave Studio');
    expect(head.current?.links).toContainEqual(
      expect.objectContaining({
        href: '/de/apps/star-hopper-1/releases.xml',
        title: 'Star Hopper: Versionen',
      }),
    );
  });

  it('says so in Japanese when the app has no releases yet', async () => {
    const head = await renderIn('ja', {
      'apps.byParam': appFixture({ name: 'Star Hopper' }),
      'apps.releases': [],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper のリリース' }),
    ).toBeInTheDocument();
    expect(screen.getByText('リリースはまだありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS フィード' })).toBeInTheDocument();
    expect(head.current?.title).toBe('Star Hopper のリリース | Pixelwave Studio');
  });

  it("explains in Japanese that an app's releases failed to load, with the way back to the app", async () => {
    const head = await renderIn('ja', {
      'apps.byParam': appFixture({ name: 'Star Hopper' }),
      'apps.releases': trpcFailure('Server error', 'INTERNAL_SERVER_ERROR'),
    });

    expect(
      await screen.findByRole('heading', { name: 'リリース情報を読み込めませんでした' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'アプリに戻る' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1',
    );
    expect(head.current?.title).toBe('リリース情報を読み込めませんでした | Pixelwave Studio');
  });
});
