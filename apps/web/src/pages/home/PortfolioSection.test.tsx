import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { appCardFixture } from '../../test/fixtures';
import { PENDING, trpcFailure } from '../../test/trpcFixtureLink';
import { PortfolioSection } from './PortfolioSection';

describe('home portfolio', () => {
  it('shows six placeholder cards while the apps load', () => {
    renderWithProviders(<PortfolioSection />, { trpcResponses: { 'apps.cards': PENDING } });
    expect(screen.getAllByTestId('app-card-skeleton')).toHaveLength(6);
  });

  it('shows the error text when the apps cannot be loaded', async () => {
    renderWithProviders(<PortfolioSection />, {
      trpcResponses: { 'apps.cards': trpcFailure('Database unavailable') },
    });
    expect(
      await screen.findByText('Failed to load apps. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows the empty text when there are no apps', async () => {
    renderWithProviders(<PortfolioSection />, { trpcResponses: { 'apps.cards': [] } });
    expect(await screen.findByText('No apps available at the moment.')).toBeInTheDocument();
  });

  it('shows the first six apps, marks featured ones and links to every app', async () => {
    const apps = Array.from({ length: 7 }, (_, index) =>
      appCardFixture({
        id: index + 1,
        name: `App ${index + 1}`,
        featured: index === 0,
        views: 1000 * (index + 1) + 234,
      }),
    );
    const { trpcCalls } = renderWithProviders(<PortfolioSection />, {
      trpcResponses: {
        'apps.cards': (input) => apps.slice(0, Number(input?.limit ?? apps.length)),
      },
    });

    expect(await screen.findByRole('link', { name: 'App 1' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.queryByText('App 7')).not.toBeInTheDocument();
    expect(screen.getAllByText('Featured')).toHaveLength(1);
    expect(screen.getAllByText('Rated 5 out of 5')).toHaveLength(6);
    expect(screen.getAllByText(/views$/).map((count) => count.textContent)).toEqual([
      '1.2K views',
      '2.2K views',
      '3.2K views',
      '4.2K views',
      '5.2K views',
      '6.2K views',
    ]);
    expect(screen.getByRole('link', { name: 'View All Apps' })).toHaveAttribute('href', '/apps');
    // The page carries the apps it shows, not the whole catalogue.
    expect(trpcCalls).toContainEqual({ path: 'apps.cards', type: 'query', input: { limit: 6 } });
  });
});
