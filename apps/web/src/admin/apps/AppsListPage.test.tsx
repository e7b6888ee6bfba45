import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appSummaryFixture, userFixture } from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { PENDING, trpcFailure } from '../../test/trpcFixtureLink';
import { AppsListPage } from './AppsListPage';

const APPS = [
  appSummaryFixture({
    id: 1,
    name: 'Star Hopper',
    slug: 'star-hopper',
    category: 'Game',
    featured: true,
  }),
  appSummaryFixture({ id: 2, name: 'Focus Timer', slug: 'focus-timer', category: 'Productivity' }),
];

function renderList(trpcResponses: RenderOptions['trpcResponses']) {
  return renderWithProviders(<AppsListPage />, {
    route: '/admin/apps',
    trpcResponses: { 'auth.session': userFixture(), ...trpcResponses },
  });
}

describe('the admin apps list', () => {
  it('shows the placeholder picture, not a letter, for an icon that fails to load', async () => {
    renderList({ 'admin.apps.list': APPS });
    const row = (await screen.findByText('Star Hopper')).closest('tr') as HTMLElement;
    fireEvent.error(within(row).getByRole('img', { name: 'Star Hopper icon' }));
    expect(
      within(row).getByRole('img', { name: 'Star Hopper icon: Image temporarily unavailable' }),
    ).toHaveAttribute('src', '/api/placeholder-image');
    expect(within(row).queryByText('S')).not.toBeInTheDocument();
  });

  it('lists every app with its category, status and actions', async () => {
    renderList({ 'admin.apps.list': APPS });
    const row = (await screen.findByText('Star Hopper')).closest('tr') as HTMLElement;

    expect(within(row).getByText('star-hopper')).toBeInTheDocument();
    expect(within(row).getByText('Game')).toBeInTheDocument();
    expect(within(row).getByText('Featured')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Star Hopper' })).toHaveAttribute(
      'href',
      '/apps/star-hopper',
    );
    expect(within(row).getByRole('link', { name: 'Edit Star Hopper' })).toHaveAttribute(
      'href',
      '/admin/apps/edit/1',
    );
    const other = screen.getByText('Focus Timer').closest('tr') as HTMLElement;
    expect(within(other).getByText('Standard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New App' })).toHaveAttribute(
      'href',
      '/admin/apps/new',
    );
  });

  it("shows each app's store readiness at a glance", async () => {
    renderList({
      'admin.apps.list': APPS,
      'admin.apps.readinessOfAll': [1, 2].map((id) => ({
        id,
        checks: [
          { id: 'privacyPolicy', ok: true, message: 'Shown.' },
          { id: 'supportContact', ok: id === 2, message: 'Add a support e-mail.' },
          { id: 'accountDeletion', ok: id === 2, message: 'Add account-deletion instructions.' },
        ],
      })),
    });
    const row = (await screen.findByText('Star Hopper')).closest('tr') as HTMLElement;
    expect(
      await within(row).findByLabelText(
        '1 of 3 store checks pass. Missing: Support contact, Account deletion',
      ),
    ).toHaveTextContent('1/3');
    const other = screen.getByText('Focus Timer').closest('tr') as HTMLElement;
    expect(await within(other).findByLabelText('All 3 store checks pass')).toHaveTextContent('3/3');
  });

  it('filters by name, slug and category', async () => {
    const { user } = renderList({ 'admin.apps.list': APPS });
    const search = await screen.findByPlaceholderText('Search apps...');

    await user.type(search, 'productiv');
    expect(screen.queryByText('Star Hopper')).not.toBeInTheDocument();
    expect(screen.getByText('Focus Timer')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nothing-like-this');
    expect(screen.getByText('No apps found matching your search.')).toBeInTheDocument();
  });

  it('invites to add the first app when there is none', async () => {
    renderList({ 'admin.apps.list': [] });
    expect(
      await screen.findByText('No apps found. Add your first app to get started.'),
    ).toBeInTheDocument();
  });

  it('shows five skeleton rows while loading, and the failure text', async () => {
    const { unmount } = renderList({ 'admin.apps.list': PENDING });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    unmount();

    renderList({ 'admin.apps.list': trpcFailure('Database unavailable') });
    expect(await screen.findByText('Failed to load apps. Please try again.')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and closes the dialog', async () => {
    let resolveDelete: () => void = () => {};
    const { user, trpcCalls } = renderList({
      'admin.apps.list': APPS,
      'admin.apps.delete': () =>
        new Promise((resolve) => (resolveDelete = () => resolve({ id: 1, deleted: true }))),
      'admin.dashboard.stats': PENDING,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Star Hopper' }));

    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'This will permanently delete the app "Star Hopper". This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(trpcCalls.find((call) => call.path === 'admin.apps.delete')?.input).toEqual({ id: 1 });
    resolveDelete();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('App deleted')).toBeInTheDocument();
    expect(screen.getByText('The app has been successfully deleted.')).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when deleting fails; Cancel closes it', async () => {
    const { user } = renderList({
      'admin.apps.list': APPS,
      'admin.apps.delete': trpcFailure('App not found', 'NOT_FOUND'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Focus Timer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete app')).toBeInTheDocument();
    expect(screen.getByText('App not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows, on a site in several languages, how far each app is translated into each', async () => {
    renderList({
      'admin.apps.list': APPS,
      'admin.apps.translationStates': [
        {
          id: 1,
          translations: [
            {
              locale: 'de',
              translated: ['name'],
              missing: ['description'],
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
            { locale: 'ja', translated: [], missing: ['name', 'description'], updatedAt: null },
          ],
        },
        {
          id: 2,
          translations: [
            {
              locale: 'de',
              translated: ['name', 'description'],
              missing: [],
              updatedAt: '2026-11-21T10:00:00.000Z',
            },
            { locale: 'ja', translated: [], missing: ['name', 'description'], updatedAt: null },
          ],
        },
      ],
    });
    expect(await screen.findByRole('columnheader', { name: 'Languages' })).toBeInTheDocument();
    const starHopper = screen.getByText('Star Hopper').closest('tr') as HTMLElement;
    expect(within(starHopper).getByText('DE: 1 to do')).toBeInTheDocument();
    expect(within(starHopper).getByText('JA: none')).toBeInTheDocument();
    const focusTimer = screen.getByText('Focus Timer').closest('tr') as HTMLElement;
    expect(within(focusTimer).getByText('DE: done')).toBeInTheDocument();
  });

  it('has no Languages column on a site in one language', async () => {
    const { trpcCalls } = renderList({
      'admin.apps.list': APPS,
      'admin.apps.translationStates': [
        { id: 1, translations: [] },
        { id: 2, translations: [] },
      ],
    });
    await screen.findByText('Star Hopper');
    await waitFor(() =>
      expect(trpcCalls.some((call) => call.path === 'admin.apps.translationStates')).toBe(true),
    );
    expect(screen.queryByRole('columnheader', { name: 'Languages' })).not.toBeInTheDocument();
  });
});
