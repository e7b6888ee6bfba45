import { screen } from '@testing-library/react';
import { appFixture, releaseFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
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
