import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AppTranslation, AppTranslations } from '@studio/schemas';
import { appFixture, userFixture } from '../../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../../test/renderWithProviders';
import { translationDraftKey } from '../../autosave/autosaveStore';
import { AppFormPage } from '../AppFormPage';

/** The app form loads its lazy sections and several queries first: under load it takes a few seconds. */
const FORM_LOADED = { timeout: 5_000 };

const APP = appFixture({
  id: 5,
  name: 'Star Hopper',
  slug: 'star-hopper',
  shortDescription: 'Hop from star to star with one thumb.',
  description: 'An arcade game about hopping between stars.',
});

function translation(overrides: Partial<AppTranslation> = {}): AppTranslation {
  return {
    locale: 'de',
    fields: {},
    translated: [],
    missing: ['name', 'shortDescription', 'description'],
    updatedAt: null,
    ...overrides,
  };
}

function renderForm(
  translations: AppTranslations,
  trpcResponses: RenderOptions['trpcResponses'] = {},
  route = '/admin/apps/edit/5',
) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/apps/edit/:id" element={<AppFormPage />} />
    </Routes>,
    {
      route,
      trpcResponses: {
        'auth.session': userFixture(),
        'admin.releases.list': [],
        'admin.apps.byId': APP,
        'admin.apps.list': [],
        'admin.apps.translations': translations,
        ...trpcResponses,
      },
    },
  );
}

const GERMAN_AND_JAPANESE: AppTranslations = {
  default: 'en',
  translations: [
    translation({
      fields: { name: 'Sternenhüpfer' },
      translated: ['name'],
      missing: ['shortDescription', 'description'],
      updatedAt: '2026-11-20T10:00:00.000Z',
    }),
    translation({ locale: 'ja' }),
  ],
};

afterEach(() => window.localStorage.clear());

describe("an app's translations in its form", () => {
  it('are a tab per language of the site, the default first', async () => {
    renderForm(GERMAN_AND_JAPANESE);
    const tabs = await screen.findByRole('tablist', { name: 'Language' }, FORM_LOADED);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['English (default)', 'Deutsch', '日本語']);
    expect(within(tabs).getByRole('tab', { name: 'English (default)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("show the German translation beside the app's English text, and how much is left", async () => {
    const { user, location } = renderForm(GERMAN_AND_JAPANESE);
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }, FORM_LOADED));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });

    expect(within(german).getByRole('textbox', { name: 'App name' })).toHaveValue('Sternenhüpfer');
    expect(within(german).getByRole('textbox', { name: /Short description/ })).toHaveValue('');
    expect(within(german).getByText('Hop from star to star with one thumb.')).toBeInTheDocument();
    expect(
      within(german).getByText(
        '2 fields are still to translate. Fields left blank show the English text.',
      ),
    ).toBeInTheDocument();
    expect(location.current?.search).toBe('?language=de');
    expect(within(german).getByRole('link', { name: 'View the Deutsch page' })).toHaveAttribute(
      'href',
      '/de/apps/star-hopper',
    );
  });

  it('open on the language the address names', async () => {
    renderForm(GERMAN_AND_JAPANESE, {}, '/admin/apps/edit/5?language=ja');
    expect(await screen.findByRole('tab', { name: '日本語' }, FORM_LOADED)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByText('Not translated into 日本語 yet. Fields left blank show the English text.'),
    ).toBeInTheDocument();
  });

  it('save the filled fields alone, for the app and the language, and say so', async () => {
    const { user, trpcCalls } = renderForm(GERMAN_AND_JAPANESE, {
      'admin.apps.saveTranslation': (input) =>
        translation({
          fields: { name: input.name!, shortDescription: input.shortDescription! },
          translated: ['name', 'shortDescription'],
          missing: ['description'],
          updatedAt: '2026-11-28T10:00:00.000Z',
        }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }, FORM_LOADED));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });
    await user.click(within(german).getByRole('textbox', { name: /Short description/ }));
    await user.paste('Hüpfe mit einem Daumen von Stern zu Stern.');
    await user.click(within(german).getByRole('button', { name: 'Save Deutsch translation' }));

    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.apps.saveTranslation')?.input).toEqual({
      id: 5,
      locale: 'de',
      name: 'Sternenhüpfer',
      shortDescription: 'Hüpfe mit einem Daumen von Stern zu Stern.',
    });
  });

  it('have screenshots of their own in the language, beside how many the app has, and save them in their order', async () => {
    const german = ['/api/files/7/bild-1.png', '/api/files/8/bild-2.png'];
    const { user, trpcCalls } = renderForm(
      {
        default: 'en',
        translations: [
          translation({
            fields: { name: 'Sternenhüpfer', screenshots: german },
            translated: ['name', 'screenshots'],
          }),
        ],
      },
      {
        'admin.apps.saveTranslation': (input) =>
          translation({ fields: { name: input.name!, screenshots: input.screenshots! } }),
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }, FORM_LOADED));
    const panel = screen.getByRole('tabpanel', { name: 'Deutsch' });
    expect(
      within(panel).getByText(/Screenshots and videos for the Deutsch pages/),
    ).toHaveTextContent('Without any, the English ones show.');
    expect(within(panel).getByText('1 screenshot or video')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove media item 1' }));
    await user.click(within(panel).getByRole('button', { name: 'Save Deutsch translation' }));

    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.apps.saveTranslation')?.input).toEqual({
      id: 5,
      locale: 'de',
      name: 'Sternenhüpfer',
      screenshots: [german[1]],
    });
  });

  it("check a filled field as the app's own: a one-letter name is refused before it is sent", async () => {
    const { user, trpcCalls } = renderForm(GERMAN_AND_JAPANESE);
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }, FORM_LOADED));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });
    await user.clear(within(german).getByRole('textbox', { name: 'App name' }));
    await user.type(within(german).getByRole('textbox', { name: 'App name' }), 'S');
    await user.click(within(german).getByRole('button', { name: 'Save Deutsch translation' }));

    expect(
      await within(german).findByText('Name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.apps.saveTranslation')).toBe(false);
  });

  it("share a preview link of the app in the tab's language", async () => {
    const url = 'https://studio.example.com/ja/preview/a-secret-token';
    const { user, trpcCalls } = renderForm(GERMAN_AND_JAPANESE, {
      'admin.apps.previewLink': { url, expiresAt: '2026-12-05T10:00:00.000Z' },
    });
    await user.click(await screen.findByRole('tab', { name: '日本語' }, FORM_LOADED));
    const japanese = screen.getByRole('tabpanel', { name: '日本語' });
    await user.click(within(japanese).getByRole('button', { name: 'Share preview in 日本語' }));

    expect(await screen.findByText(/can see this page in 日本語 until/)).toHaveTextContent(url);
    expect(trpcCalls.find((call) => call.path === 'admin.apps.previewLink')?.input).toEqual({
      id: 5,
      locale: 'ja',
    });
  });

  it('are removed after a confirmation', async () => {
    const { user, trpcCalls } = renderForm(GERMAN_AND_JAPANESE, {
      'admin.apps.deleteTranslation': { locale: 'de', deleted: true },
    });
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }, FORM_LOADED));
    await user.click(screen.getByRole('button', { name: 'Remove translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('the Deutsch translation of "Star Hopper"');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Translation removed')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.apps.deleteTranslation')?.input).toEqual({
      id: 5,
      locale: 'de',
    });
  });

  it('keep a draft of unsaved typing in the browser, per language, and offer it back', async () => {
    const { user, unmount } = renderForm(GERMAN_AND_JAPANESE);
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }, FORM_LOADED));
    await user.type(
      within(screen.getByRole('tabpanel', { name: 'Deutsch' })).getByRole('textbox', {
        name: 'Keywords',
      }),
      'weltraum',
    );
    await waitFor(() =>
      expect(window.localStorage.getItem(translationDraftKey('apps', 5, 'de'))).toContain(
        'weltraum',
      ),
    );
    unmount();

    const { user: again } = renderForm(GERMAN_AND_JAPANESE, {}, '/admin/apps/edit/5?language=de');
    const german = await screen.findByRole('tabpanel', { name: 'Deutsch' }, FORM_LOADED);
    expect(within(german).getByText('Unsaved changes')).toBeInTheDocument();
    await again.click(within(german).getByRole('button', { name: 'Restore' }));
    expect(within(german).getByRole('textbox', { name: 'Keywords' })).toHaveValue('weltraum');
    expect(window.localStorage.getItem(translationDraftKey('apps', 5, 'ja'))).toBeNull();
  });

  it('leave the form alone, without tabs, on a site in one language', async () => {
    renderForm({ default: 'en', translations: [] });
    expect(await screen.findByRole('textbox', { name: 'App name' }, FORM_LOADED)).toHaveValue(
      'Star Hopper',
    );
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
  });
});
