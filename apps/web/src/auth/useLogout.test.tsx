import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { getQueryKey } from '@trpc/react-query';
import { Route, Routes } from 'react-router-dom';
import { userFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderWithProviders';
import { trpcFailure } from '../test/trpcFixtureLink';
import { trpc } from '../trpc';
import { useCurrentUser } from './useCurrentUser';
import { useLogout } from './useLogout';

function AccountBar() {
  const { user } = useCurrentUser();
  const { logout, isPending } = useLogout();
  return (
    <>
      <p>{user ? `Signed in as ${user.username}` : 'Signed out'}</p>
      <Button onClick={logout} disabled={isPending}>
        Logout
      </Button>
    </>
  );
}

function renderAccountBar(logout: () => { message: string } | ReturnType<typeof trpcFailure>) {
  let signedIn = true;
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<AccountBar />} />
    </Routes>,
    {
      route: '/admin/dashboard',
      trpcResponses: {
        'auth.session': () => (signedIn ? userFixture() : null),
        'auth.logout': () => {
          const answer = logout();
          if (!('code' in answer)) signedIn = false;
          return answer;
        },
      },
    },
  );
}

describe('logging out', () => {
  it('forgets the user, says so and goes home', async () => {
    const { user, location, queryClient } = renderAccountBar(() => ({ message: 'Logged out' }));
    expect(await screen.findByText('Signed in as admin')).toBeInTheDocument();
    const stats = { totalApps: 1, blogPosts: 1, appCategories: 1, featuredApps: 0, subscribers: 0 };
    queryClient.setQueryData(getQueryKey(trpc.admin.dashboard.stats, undefined, 'query'), stats);

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    // The router's location reaches the test in an effect, after the render that shows it.
    await waitFor(() => expect(location.current?.pathname).toBe('/'));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: getQueryKey(trpc.admin) })).toEqual([]);
  });

  it('says why logging out failed and keeps the user', async () => {
    const { user } = renderAccountBar(() => trpcFailure('Session store unavailable'));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Session store unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Signed in as admin')).toBeInTheDocument());
  });
});
