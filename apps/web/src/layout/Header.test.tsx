import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { userFixture } from '../test/fixtures';
import { SIGNED_IN_HINT_KEY } from '../auth/signedInHint';
import { SESSION_KEY } from '../auth/sessionQuery';
import { Header } from './Header';

afterEach(() => window.localStorage.clear());

describe('Header', () => {
  it('asks nothing of a visitor whose browser never signed in, and shows neither Admin nor Logout', () => {
    const { trpcCalls } = renderWithProviders(<Header />, {
      trpcResponses: { 'auth.session': userFixture() },
    });
    expect(trpcCalls.map((call) => call.path)).not.toContain('auth.session');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows neither to a browser whose session has ended, and forgets that it signed in', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const { trpcCalls, queryClient } = renderWithProviders(<Header />);
    await waitFor(() => expect(trpcCalls.map((call) => call.path)).toContain('auth.session'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the account links as soon as this browser signs in, and remembers it', async () => {
    const { store } = renderWithProviders(<Header />);
    act(() => store.setData(SESSION_KEY, userFixture()));
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
  });

  it('shows Logout to a signed-in user and Admin only to admins', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const { unmount } = renderWithProviders(<Header />, {
      trpcResponses: { 'auth.session': userFixture({ isAdmin: false, username: 'player' }) },
    });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<Header />, { trpcResponses: { 'auth.session': userFixture() } });
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('highlights the current page', () => {
    renderWithProviders(<Header />, { route: '/blog/some-post' });
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active');
  });

  it('opens the mobile menu with the same items and closes it when a link is chosen', async () => {
    const { user, location } = renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close navigation menu');
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'All Apps',
      'Games',
      'Productivity',
      'Education',
      'About',
      'Blog',
      'Contact',
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Games' }));
    expect(location.current?.pathname).toBe('/apps/category/Game');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu with Escape, wherever focus is, and focuses the toggle', async () => {
    const { user } = renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open navigation menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Blog' }).focus();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(toggle).toHaveFocus();
  });
});
