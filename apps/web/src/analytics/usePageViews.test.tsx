import { act, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { SIGNED_IN_HINT_KEY } from '../auth/signedInHint';
import { userFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderWithProviders';
import { PageLocaleContext } from '../pageKit/pageLocale';
import { usePageViews } from './usePageViews';

function TrackedPages() {
  usePageViews();
  return (
    <Routes>
      <Route path="*" element={<Link to="/apps/space-miner">Space Miner</Link>} />
    </Routes>
  );
}

/** Lets the session check answer and any effect run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const sent = () =>
  (fetch as jest.Mock).mock.calls
    .filter(([url]) => url === '/api/events')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

beforeEach(() => {
  globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 204 } as Response));
});
afterEach(() => window.localStorage.clear());

describe('page views', () => {
  it('are sent for the first page and each page navigated to', async () => {
    const { user } = renderWithProviders(<TrackedPages />, { route: '/' });
    await waitFor(() => expect(sent()).toHaveLength(1));
    await user.click(await screen.findByRole('link', { name: 'Space Miner' }));
    expect(sent()).toEqual([
      { type: 'view', path: '/' },
      { type: 'view', path: '/apps/space-miner' },
    ]);
  });

  it("are sent at the page's address in its language, prefix included", async () => {
    const { user } = renderWithProviders(
      <PageLocaleContext.Provider value="de">
        <TrackedPages />
      </PageLocaleContext.Provider>,
      { route: '/' },
    );
    await waitFor(() => expect(sent()).toHaveLength(1));
    await user.click(await screen.findByRole('link', { name: 'Space Miner' }));
    expect(sent()).toEqual([
      { type: 'view', path: '/de' },
      { type: 'view', path: '/de/apps/space-miner' },
    ]);
  });

  it('are not sent from the admin area', async () => {
    const { user } = renderWithProviders(<TrackedPages />, { route: '/admin/dashboard' });
    await settle();
    expect(sent()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Space Miner' }));
    await waitFor(() => expect(sent()).toEqual([{ type: 'view', path: '/apps/space-miner' }]));
  });

  it('are not sent from the sign-in page', async () => {
    renderWithProviders(<TrackedPages />, { route: '/auth' });
    await screen.findByRole('link', { name: 'Space Miner' });
    await settle();
    expect(sent()).toEqual([]);
  });

  it('are sent without asking who is signed in, from a browser that never signed in', async () => {
    const { trpcCalls } = renderWithProviders(<TrackedPages />, { route: '/apps' });
    await waitFor(() => expect(sent()).toEqual([{ type: 'view', path: '/apps' }]));
    expect(trpcCalls).toEqual([]);
  });

  it('are sent from a browser that signed in once, when the admin is no longer signed in', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const { trpcCalls } = renderWithProviders(<TrackedPages />, { route: '/apps' });
    await waitFor(() => expect(sent()).toEqual([{ type: 'view', path: '/apps' }]));
    expect(trpcCalls.map((call) => call.path)).toEqual(['auth.session']);
  });

  it('are not sent while the admin browses the public site', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const { trpcCalls } = renderWithProviders(<TrackedPages />, {
      route: '/apps',
      trpcResponses: { 'auth.session': userFixture({ isAdmin: true }) },
    });
    await waitFor(() => expect(trpcCalls.map((call) => call.path)).toContain('auth.session'));
    await screen.findByRole('link', { name: 'Space Miner' });
    await settle();
    expect(sent()).toEqual([]);
  });
});
