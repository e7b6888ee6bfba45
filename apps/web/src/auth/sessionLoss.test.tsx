import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SettingsPage } from '../admin/settings/SettingsPage';
import { studioPressFactsFixture, userFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderWithProviders';
import { trpcFailure, type TrpcFixtures } from '../test/trpcFixtureLink';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

function renderSettings(trpcResponses: TrpcFixtures) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/settings" element={<SettingsPage />} />
      <Route path="/auth" element={<p>Login screen</p>} />
    </Routes>,
    {
      route: '/admin/settings',
      trpcResponses: {
        'auth.session': userFixture(),
        'admin.settings.appAds': { content: 'google.com, pub-1, DIRECT' },
        'site.pressFacts': studioPressFactsFixture(),
        'admin.settings.locales': { default: 'en', locales: ['en'], storefronts: {} },
        ...trpcResponses,
      },
    },
  );
}

describe('a lost session in the admin area', () => {
  it('sends the admin to sign in when a save answers 401', async () => {
    const { user, location } = renderSettings({
      'admin.settings.saveAppAds': trpcFailure('Not signed in', 'UNAUTHORIZED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save app-ads.txt' }));

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED)).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/auth'));
    expect(screen.queryByText('Failed to save app-ads.txt')).not.toBeInTheDocument();
  });

  it('sends the admin to sign in when loading a screen answers 401', async () => {
    const { location } = renderSettings({
      'admin.settings.appAds': trpcFailure('Not signed in', 'UNAUTHORIZED'),
    });

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/auth'));
  });

  it('forgets the signed-in user and the admin data', async () => {
    const { user, store, queryClient } = renderSettings({
      'admin.settings.saveAppAds': trpcFailure('Not signed in', 'UNAUTHORIZED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save app-ads.txt' }));
    await screen.findByText('Authentication Required');

    expect(store.state([['auth', 'session'], { type: 'query' }]).data).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: [['admin']] })).toEqual([]);
  });
});
