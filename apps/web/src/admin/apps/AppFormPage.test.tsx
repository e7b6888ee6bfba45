import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { STORE_LISTING_MESSAGES } from '@studio/schemas';
import { appFixture, userFixture } from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { PENDING, trpcFailure } from '../../test/trpcFixtureLink';
import { draftKey } from '../autosave/autosaveStore';
import { AppFormPage } from './AppFormPage';
import { EMPTY_APP_FORM_VALUES } from './appFormValues';

function renderForm(route: string, trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/apps/new" element={<AppFormPage />} />
      <Route path="/admin/apps/edit/:id" element={<AppFormPage />} />
      <Route path="/admin/apps" element={<p>Apps list</p>} />
      <Route path="/auth" element={<p>Login screen</p>} />
    </Routes>,
    {
      route,
      trpcResponses: {
        'auth.session': userFixture(),
        'admin.releases.list': [],
        ...trpcResponses,
      },
    },
  );
}

type User = ReturnType<typeof renderForm>['user'];

/** A list page that never finishes loading: the router keeps the form on screen while it waits. */
function ListStillLoading(): never {
  throw new Promise(() => {});
}

/** Tests that fill most of the form get more than Jest's default 5 s on a busy machine. */
const LONG_FORM_MS = 60_000;

/** Pasting rather than typing: every key press re-renders the whole form, which is slow in jsdom. */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidApp(user: User) {
  await enter(user, /App name/, 'Space Miner 2!');
  await enter(user, /Short description/, 'Mine asteroids for fun.');
  await enter(user, /Full description/, 'Mine asteroids, upgrade your ship.');
  await enter(user, /Icon URL/, '/api/files/4/icon.png');
  await enter(user, /YouTube link/, 'https://www.youtube.com/shorts/dQw4w9WgXcQ');
  await user.click(screen.getByRole('button', { name: 'Add video' }));
  // Only one notice shows at a time: drop the "YouTube video added" one so the next is visible.
  act(() => notifications.clean());
}

afterEach(() => window.localStorage.clear());

describe('the app form', () => {
  it('shows the schema messages when submitted empty', async () => {
    const { user, trpcCalls } = renderForm('/admin/apps/new');
    await user.click(screen.getByRole('button', { name: 'Create App' }));

    for (const message of [
      'Name must be at least 2 characters',
      'Slug must be at least 2 characters',
      'Description must be at least 10 characters',
      'Short description must be at least 10 characters',
      'Icon URL is required',
      'At least one screenshot is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(trpcCalls.some((call) => call.path === 'admin.apps.create')).toBe(false);
  });

  it('checks the slug pattern and the short description limit', async () => {
    const { user } = renderForm('/admin/apps/new');
    await enter(user, /Slug/, 'Not A Slug');
    await enter(user, /Short description/, 'x'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'Create App' }));

    expect(
      await screen.findByText('Slug can only contain lowercase letters, numbers, and hyphens'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Short description must be less than 150 characters'),
    ).toBeInTheDocument();
  });

  it('suggests the slug from the name until the slug is edited by hand', async () => {
    const { user } = renderForm('/admin/apps/new');
    const name = screen.getByLabelText(/App name/);
    const slug = screen.getByLabelText(/Slug/);

    await user.type(name, 'Space Miner 2!');
    expect(name).toHaveValue('Space Miner 2!');
    expect(slug).toHaveValue('space-miner-2');

    await user.clear(slug);
    await user.type(slug, 'miner');
    await user.type(name, ' Deluxe');
    expect(slug).toHaveValue('miner');
  });

  it('offers the four categories and the feature checkbox', async () => {
    const { user } = renderForm('/admin/apps/new');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Game',
      'Productivity',
      'Education',
      'Utility',
    ]);
    expect(screen.getByRole('checkbox', { name: /Feature this App/ })).not.toBeChecked();
  });

  it('creates an app, says so and returns to the list', async () => {
    let resolveCreate: (app: ReturnType<typeof appFixture>) => void = () => {};
    const { user, trpcCalls, location } = renderForm('/admin/apps/new', {
      'admin.apps.create': () => new Promise((resolve) => (resolveCreate = resolve)),
      'admin.apps.list': [],
    });
    await fillValidApp(user);
    await user.click(screen.getByRole('button', { name: 'Create App' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(trpcCalls.find((call) => call.path === 'admin.apps.create')?.input).toMatchObject({
      name: 'Space Miner 2!',
      slug: 'space-miner-2',
      category: 'Game',
      icon: '/api/files/4/icon.png',
      appStoreLink: null,
      featured: false,
      screenshots: ['video:https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    });

    resolveCreate(appFixture({ name: 'Space Miner 2!' }));
    expect(await screen.findByText('Apps list')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/admin/apps');
    expect(screen.getByText('App created')).toBeInTheDocument();
  });

  it('sends a signed-out admin to the login page', async () => {
    const { user, location } = renderForm('/admin/apps/new', {
      'admin.apps.create': trpcFailure('Not authenticated', 'UNAUTHORIZED'),
    });
    await fillValidApp(user);
    await user.click(screen.getByRole('button', { name: 'Create App' }));

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in as an admin to create apps.')).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/auth'));
  });

  it('says why a save failed', async () => {
    const { user } = renderForm('/admin/apps/new', {
      'admin.apps.create': trpcFailure('Another app already uses this slug', 'CONFLICT'),
    });
    await fillValidApp(user);
    await user.click(screen.getByRole('button', { name: 'Create App' }));

    expect(await screen.findByText('Failed to create app')).toBeInTheDocument();
    expect(screen.getByText('Another app already uses this slug')).toBeInTheDocument();
  });

  it('loads the app by id for editing and updates it', async () => {
    const app = appFixture({
      id: 5,
      name: 'Star Hopper',
      slug: 'star-hopper',
      termsLink: 'Play fair.',
      featured: true,
    });
    const { user, trpcCalls } = renderForm('/admin/apps/edit/5', {
      'admin.apps.byId': app,
      'admin.apps.update': () => ({ ...app, name: 'Star Hopper Plus' }),
      'admin.apps.list': [],
    });

    expect(await screen.findByLabelText(/App name/)).toHaveValue('Star Hopper');
    expect(trpcCalls.find((call) => call.path === 'admin.apps.byId')?.input).toEqual({ id: 5 });
    expect(trpcCalls.some((call) => call.path.startsWith('apps.'))).toBe(false);
    expect(screen.getByLabelText('Terms of Use')).toHaveValue('Play fair.');
    expect(screen.getByRole('checkbox', { name: /Feature this App/ })).toBeChecked();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Featured')).toBeInTheDocument();

    await enter(user, /App name/, ' Plus');
    // Renaming an existing app keeps its URL.
    expect(screen.getByLabelText(/Slug/)).toHaveValue('star-hopper');
    await user.click(screen.getByRole('button', { name: 'Update App' }));

    expect(await screen.findByText('App updated')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.apps.update')?.input).toMatchObject({
      id: 5,
      name: 'Star Hopper Plus',
      slug: 'star-hopper',
    });
  });

  it(
    'takes both store links, a support contact and deep links',
    async () => {
      const { user, trpcCalls } = renderForm('/admin/apps/new', {
        'admin.apps.create': appFixture(),
        'admin.apps.list': [],
      });
      await fillValidApp(user);
      await enter(user, /App Store link/, 'https://apps.apple.com/app/id6470018231');
      await enter(
        user,
        /Google Play link/,
        'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer',
      );
      await enter(user, /Support e-mail/, 'help@pixelwave.example');
      await enter(user, /Apple Team ID/, 'ABCDE12345');
      await enter(user, /iOS bundle ID/, 'com.pixelwave.spaceminer');
      await user.click(screen.getByRole('button', { name: 'Create App' }));

      await waitFor(() =>
        expect(trpcCalls.find((call) => call.path === 'admin.apps.create')?.input).toMatchObject({
          appStoreLink: 'https://apps.apple.com/app/id6470018231',
          playStoreLink: 'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer',
          supportEmail: 'help@pixelwave.example',
          supportUrl: null,
          deepLinks: {
            appleTeamId: 'ABCDE12345',
            iosBundleId: 'com.pixelwave.spaceminer',
            androidPackage: null,
            androidSha256Fingerprints: [],
          },
        }),
      );
    },
    LONG_FORM_MS,
  );

  it(
    'takes the App Store listing texts',
    async () => {
      const { user, trpcCalls } = renderForm('/admin/apps/new', {
        'admin.apps.create': appFixture(),
        'admin.apps.list': [],
      });
      await fillValidApp(user);
      await enter(user, /Subtitle/, 'Mine the asteroid belt');
      await enter(user, /Keywords/, 'mining,space');
      await enter(user, /Promotional text/, 'The comet season is here.');
      await enter(user, /Marketing URL/, 'https://pixelwave.example/space-miner');
      await user.click(screen.getByRole('button', { name: 'Create App' }));

      await waitFor(() =>
        expect(trpcCalls.find((call) => call.path === 'admin.apps.create')?.input).toMatchObject({
          subtitle: 'Mine the asteroid belt',
          keywords: 'mining,space',
          promotionalText: 'The comet season is here.',
          marketingUrl: 'https://pixelwave.example/space-miner',
        }),
      );
    },
    LONG_FORM_MS,
  );

  it(
    'refuses a subtitle longer than the App Store takes, before asking the server',
    async () => {
      const { user, trpcCalls } = renderForm('/admin/apps/new');
      await fillValidApp(user);
      await enter(user, /Subtitle/, 'Mine every asteroid of the belt and more');
      await user.click(screen.getByRole('button', { name: 'Create App' }));

      expect(await screen.findByText(STORE_LISTING_MESSAGES.subtitle)).toBeInTheDocument();
      expect(trpcCalls.some((call) => call.path === 'admin.apps.create')).toBe(false);
    },
    LONG_FORM_MS,
  );

  it(
    'refuses store links and deep-link ids in the wrong form',
    async () => {
      const { user, trpcCalls } = renderForm('/admin/apps/new');
      await fillValidApp(user);
      await enter(user, /App Store link/, 'https://example.com/app');
      await enter(user, /Google Play link/, 'https://play.google.com/store/search?q=miner');
      await enter(user, /Apple Team ID/, 'abc');
      await user.click(screen.getByRole('button', { name: 'Create App' }));

      for (const message of [
        'App Store link must be an https://apps.apple.com address with the app id, e.g. https://apps.apple.com/app/id123456789',
        'Google Play link must look like https://play.google.com/store/apps/details?id=com.example.app',
        'Apple Team ID must be 10 uppercase letters or digits',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      expect(trpcCalls.some((call) => call.path === 'admin.apps.create')).toBe(false);
    },
    LONG_FORM_MS,
  );

  it('lists the failing store-readiness checks with what to do', async () => {
    renderForm('/admin/apps/edit/5', {
      'admin.apps.byId': appFixture({ id: 5 }),
      'admin.apps.readiness': {
        checks: [
          { id: 'privacyPolicy', ok: true, message: 'Shown at /apps/star-hopper-5/privacy.' },
          {
            id: 'supportContact',
            ok: false,
            message: 'Add a support e-mail or a support URL: both stores ask how users reach you.',
          },
          {
            id: 'screenshots',
            ok: false,
            message: 'Add at least 2 screenshots (images, not videos): there is 1.',
          },
        ],
      },
    });

    // The edit form is long: under a full test run it can take more than the default second to show.
    const failing = await screen.findByRole(
      'list',
      { name: 'Failing readiness checks' },
      { timeout: 5_000 },
    );
    expect(
      within(failing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Support contact: Add a support e-mail or a support URL: both stores ask how users reach you.',
      'Screenshots: Add at least 2 screenshots (images, not videos): there is 1.',
    ]);
    expect(screen.getByText(/1 of 3 checks pass/)).toBeInTheDocument();
  });

  it('explains when the app cannot be loaded', async () => {
    renderForm('/admin/apps/edit/99', {
      'admin.apps.byId': trpcFailure('App not found', 'NOT_FOUND'),
    });

    expect(await screen.findByText('Error Loading App')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't load the app data. It may not exist or there was a server error.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Apps' })).toHaveAttribute(
      'href',
      '/admin/apps',
    );
  });

  it('does not take a slug for an id', async () => {
    const { trpcCalls } = renderForm('/admin/apps/edit/space-miner');
    expect(await screen.findByText('Error Loading App')).toBeInTheDocument();
    expect(trpcCalls.filter((call) => call.path !== 'auth.session')).toEqual([]);
  });

  it('refuses to create an app whose slug is only digits', async () => {
    const { user, trpcCalls } = renderForm('/admin/apps/new');
    await fillValidApp(user);
    const slug = screen.getByLabelText(/Slug/);
    await user.clear(slug);
    await user.paste('12');
    await user.click(screen.getByRole('button', { name: 'Create App' }));
    expect(await screen.findByText('Slug cannot be only digits')).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.apps.create')).toBe(false);
  });

  it('refuses to give an app a slug of only digits', async () => {
    const { user, trpcCalls } = renderForm('/admin/apps/edit/5', {
      'admin.apps.byId': appFixture({ id: 5 }),
    });
    const slug = await screen.findByLabelText(/Slug/);
    await user.clear(slug);
    await user.paste('12');
    await user.click(screen.getByRole('button', { name: 'Update App' }));
    expect(await screen.findByText('Slug cannot be only digits')).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.apps.update')).toBe(false);
  });

  it('shows a spinner while the app loads', () => {
    renderForm('/admin/apps/edit/5', { 'admin.apps.byId': PENDING });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('asks before leaving with changes, and stays or leaves as told', async () => {
    const { user, location } = renderForm('/admin/apps/new');
    await enter(user, /App name/, 'Half-made App');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location.current?.pathname).toBe('/admin/apps/new');
    expect(screen.getByLabelText(/App name/)).toHaveValue('Half-made App');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    expect(await screen.findByText('Apps list')).toBeInTheDocument();
  });

  it('once saved, leaves without asking even while the list is still on its way', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/apps/edit/:id" element={<AppFormPage />} />
        <Route path="/admin/apps" element={<ListStillLoading />} />
      </Routes>,
      {
        route: '/admin/apps/edit/5',
        trpcResponses: {
          'auth.session': userFixture(),
          'admin.releases.list': [],
          'admin.apps.byId': appFixture({ id: 5 }),
          'admin.apps.update': appFixture({ id: 5 }),
        },
      },
    );
    await screen.findByLabelText(/Full description/);
    await enter(user, /Full description/, ' Now with moons.');
    await user.click(screen.getByRole('button', { name: 'Update App' }));
    expect(await screen.findByText('App updated')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('shows the screenshots of a restored draft in the media grid', async () => {
    window.localStorage.setItem(
      draftKey('apps', null),
      JSON.stringify({
        values: { ...EMPTY_APP_FORM_VALUES, screenshots: ['/api/files/8/kept.png'] },
        savedAt: '2026-11-24T08:00:00.000Z',
      }),
    );
    const { user } = renderForm('/admin/apps/new');
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    const media = screen.getByRole('list', { name: 'Media' });
    expect(within(media).getByRole('img', { name: 'Media item 1' })).toHaveAttribute(
      'src',
      expect.stringContaining('kept'),
    );
  });

  it('leaves without asking when nothing was changed', async () => {
    const { user } = renderForm('/admin/apps/new');
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Apps list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
