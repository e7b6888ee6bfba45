import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscribersPage } from './SubscribersPage';

const LISTS = [
  { list: 'news', listName: 'Pixelwave Studio news', waiting: 1, confirmed: 2, unsubscribed: 0 },
  {
    list: 'star-hopper',
    listName: 'Star Hopper launch news',
    waiting: 0,
    confirmed: 1,
    unsubscribed: 1,
  },
];
const ANA = {
  id: 7,
  email: 'ana@example.com',
  list: 'star-hopper',
  state: 'confirmed' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-20T10:05:00.000Z',
  locale: 'en',
};

function renderPage(responses = {}) {
  return renderWithProviders(<SubscribersPage />, {
    trpcResponses: {
      'auth.session': { id: 1, username: 'admin', isAdmin: true },
      'admin.subscribers.counts': LISTS,
      'admin.subscribers.list': [ANA],
      ...responses,
    },
  });
}

describe('the Subscribers screen', () => {
  it("counts each list and links to each list's CSV", async () => {
    renderPage();
    const lists = await screen.findByRole('table', { name: 'Mailing lists' });
    const news = within(lists).getByRole('row', { name: /Pixelwave Studio news/ });
    expect(
      within(news)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pixelwave Studio news', '2', '1', '0', 'CSV of Pixelwave Studio news']);
    expect(screen.getByRole('link', { name: 'CSV of Star Hopper launch news' })).toHaveAttribute(
      'href',
      '/api/admin/subscribers.csv?list=star-hopper',
    );
  });

  it('lists the addresses with their list and state', async () => {
    renderPage();
    const row = (await screen.findByText('ana@example.com')).closest('tr')!;
    expect(within(row).getByText('Star Hopper launch news')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
  });

  it('searches the addresses on the server', async () => {
    const { user, trpcCalls } = renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search addresses' }), 'ana');
    await waitFor(() =>
      expect(trpcCalls).toContainEqual(
        expect.objectContaining({ path: 'admin.subscribers.list', input: { search: 'ana' } }),
      ),
    );
  });

  it('removes an address from every list once the admin confirms', async () => {
    const { user, trpcCalls } = renderPage({
      'admin.subscribers.remove': { email: 'ana@example.com', removed: 2 },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove ana@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This will permanently delete ana@example.com from every list.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('ana@example.com was removed from 2 lists.'),
    ).toBeInTheDocument();
    expect(trpcCalls).toContainEqual(
      expect.objectContaining({ path: 'admin.subscribers.remove', input: { id: 7 } }),
    );
  });

  it('says so in a line when nobody has subscribed yet', async () => {
    renderPage({ 'admin.subscribers.list': [] });
    expect(await screen.findByText('No one has subscribed yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
