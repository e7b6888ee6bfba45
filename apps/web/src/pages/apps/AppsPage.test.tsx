import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/renderWithProviders';
import { appCardFixture } from '../../test/fixtures';
import { PENDING, trpcFailure, type TrpcFixtures } from '../../test/trpcFixtureLink';
import { AppsPage } from './AppsPage';

const apps = [
  appCardFixture({ id: 1, name: 'Star Hopper', category: 'Game', featured: true }),
  appCardFixture({ id: 2, name: 'Focus Flow', category: 'Productivity' }),
  appCardFixture({ id: 3, name: 'Word Quest', category: 'Education' }),
  appCardFixture({ id: 4, name: 'Block Drop', category: 'Game' }),
];

function renderApps(route: string, trpcResponses: TrpcFixtures) {
  const path = route === '/apps' ? '/apps' : '/apps/category/:category';
  return renderWithProviders(<AppsPage />, { route, path, trpcResponses });
}

function filterButtons() {
  return within(screen.getByRole('navigation', { name: 'Filter by category' })).getAllByRole(
    'link',
  );
}

describe('AppsPage', () => {
  it('offers "All Apps" plus one filter per category found in the apps, selecting All by default', async () => {
    renderApps('/apps', { 'apps.cards': apps });

    expect(await screen.findByText('Star Hopper')).toBeInTheDocument();
    expect(filterButtons().map((button) => button.textContent)).toEqual([
      'All Apps',
      'Game',
      'Productivity',
      'Education',
    ]);
    expect(screen.getByRole('link', { name: 'All Apps' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Game' })).toHaveAttribute(
      'href',
      '/apps/category/Game',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'All Apps & Games' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it("defaults to the route's category and shows only its apps", async () => {
    renderApps('/apps/category/Game', { 'apps.cards': apps });

    expect(await screen.findByText('Block Drop')).toBeInTheDocument();
    expect(screen.getByText('Star Hopper')).toBeInTheDocument();
    expect(screen.queryByText('Focus Flow')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Game' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All Apps' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Game Apps' })).toBeInTheDocument();
  });

  it('says when a category has no apps, keeping it selectable', async () => {
    renderApps('/apps/category/Utility', { 'apps.cards': apps });

    expect(await screen.findByText('No Utility apps available at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Utility' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates to the filtered URL when a filter is chosen', async () => {
    const { user, location } = renderWithProviders(
      <Routes>
        <Route path="/apps" element={<AppsPage />} />
        <Route path="/apps/category/:category" element={<AppsPage />} />
      </Routes>,
      { route: '/apps', trpcResponses: { 'apps.cards': apps } },
    );
    await user.click(await screen.findByRole('link', { name: 'Productivity' }));

    expect(location.current?.pathname).toBe('/apps/category/Productivity');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Productivity Apps' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Focus Flow')).toBeInTheDocument();
    expect(screen.queryByText('Star Hopper')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading and a message on failure', async () => {
    const { unmount } = renderApps('/apps', { 'apps.cards': PENDING });
    expect(screen.getAllByTestId('app-card-skeleton')).toHaveLength(6);
    unmount();

    renderApps('/apps', { 'apps.cards': trpcFailure('boom') });
    expect(
      await screen.findByText('Failed to load apps. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('matches a category named in any case, showing it as the site spells it', async () => {
    renderApps('/apps/category/game', { 'apps.cards': apps });

    expect(await screen.findByText('Block Drop')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Game Apps' })).toBeInTheDocument();
    expect(screen.queryByText('Focus Flow')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Game' })).toHaveAttribute('aria-current', 'page');
    expect(filterButtons()).toHaveLength(4);
  });

  it('answers a category nobody knows with the not-found screen, adding no filter for it', async () => {
    renderApps('/apps/category/Nope', { 'apps.cards': apps });

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nope' })).not.toBeInTheDocument();
    expect(screen.queryByText('Nope Apps')).not.toBeInTheDocument();
  });
});
