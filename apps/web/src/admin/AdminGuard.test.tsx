import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { userFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderWithProviders';
import { PENDING } from '../test/trpcFixtureLink';
import { AdminApp } from './AdminApp';

function renderAdmin(route: string, me: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
      <Route path="/auth" element={<p>Login screen</p>} />
      <Route path="/" element={<p>Home screen</p>} />
    </Routes>,
    { route, ...me },
  );
}

const dashboardData = {
  'admin.dashboard.stats': PENDING,
  'admin.dashboard.activity': PENDING,
  'admin.apps.list': PENDING,
  'admin.blog.list': PENDING,
} as const;

describe('the admin route guard', () => {
  it('shows a spinner while the current user loads', () => {
    renderAdmin('/admin/apps', { trpcResponses: { 'auth.session': PENDING } });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('sends visitors who are not signed in to /auth', async () => {
    const { location } = renderAdmin('/admin/apps', {
      trpcResponses: { 'auth.session': null },
    });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/auth');
  });

  it('sends signed-in users who are not admins home', async () => {
    const { location } = renderAdmin('/admin/blog', {
      trpcResponses: { 'auth.session': userFixture({ isAdmin: false }) },
    });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/');
  });

  it('opens the dashboard for /admin', async () => {
    const { location } = renderAdmin('/admin', {
      trpcResponses: { 'auth.session': userFixture(), ...dashboardData },
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/admin/dashboard'));
  });
});
