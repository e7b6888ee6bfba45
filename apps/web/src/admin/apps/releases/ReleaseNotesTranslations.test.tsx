import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AppTranslations } from '@studio/schemas';
import { appFixture, releaseFixture, userFixture } from '../../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../../test/renderWithProviders';
import { AppFormPage } from '../AppFormPage';

const GERMAN: AppTranslations = {
  default: 'en',
  translations: [{ locale: 'de', fields: {}, translated: [], missing: ['name'], updatedAt: null }],
};
const TRANSLATED = releaseFixture({
  id: 2,
  version: '1.2',
  notes: 'Comets and moons.',
  translations: [{ locale: 'de', notes: 'Kometen und Monde.' }],
});
const UNTRANSLATED = releaseFixture({ id: 1, version: '1.1', notes: 'Faster drills.' });

function renderGermanTab(trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/apps/edit/:id" element={<AppFormPage />} />
    </Routes>,
    {
      route: '/admin/apps/edit/5?language=de',
      trpcResponses: {
        'auth.session': userFixture(),
        'admin.apps.byId': appFixture({ id: 5, name: 'Star Hopper' }),
        'admin.apps.list': [],
        'admin.apps.translations': GERMAN,
        'admin.releases.list': [TRANSLATED, UNTRANSLATED],
        ...trpcResponses,
      },
    },
  );
}

/** The section, once the app's whole form and its releases have loaded: a large page, slow to render here. */
async function notesSection() {
  await screen.findByText('Release notes in Deutsch', {}, { timeout: 5_000 });
  return screen.getByRole('region', { name: 'Release notes in Deutsch' });
}

describe("an app's release notes in another language", () => {
  it("show each release's notes in that language beside the default's", async () => {
    renderGermanTab();
    const section = await notesSection();

    expect(within(section).getByRole('textbox', { name: 'Notes of version 1.2' })).toHaveValue(
      'Kometen und Monde.',
    );
    expect(within(section).getByText('Comets and moons.')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Notes of version 1.1' })).toHaveValue('');
    expect(within(section).getByText('Faster drills.')).toBeInTheDocument();
  });

  it('save one release’s notes for the app, the release and the language, and say so', async () => {
    const { user, trpcCalls } = renderGermanTab({
      'admin.releases.saveTranslation': (input) => ({
        ...UNTRANSLATED,
        translations: [{ locale: 'de', notes: input.notes }],
      }),
    });
    const section = await notesSection();
    await user.click(within(section).getByRole('textbox', { name: 'Notes of version 1.1' }));
    await user.paste('Schnellere Bohrer.');
    await user.click(
      within(section).getByRole('button', { name: 'Save Deutsch notes of version 1.1' }),
    );

    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.releases.saveTranslation')?.input).toEqual(
      { id: 5, releaseId: 1, locale: 'de', notes: 'Schnellere Bohrer.' },
    );
  });

  it('refuse blank notes before sending them', async () => {
    const { user, trpcCalls } = renderGermanTab();
    const section = await notesSection();
    await user.click(
      within(section).getByRole('button', { name: 'Save Deutsch notes of version 1.1' }),
    );

    expect(await within(section).findByText('Notes are required')).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.releases.saveTranslation')).toBe(false);
  });

  it('are removed after a confirmation; only a translated release offers it', async () => {
    const { user, trpcCalls } = renderGermanTab({
      'admin.releases.deleteTranslation': { locale: 'de', deleted: true },
    });
    const section = await notesSection();
    expect(
      within(section).queryByRole('button', { name: 'Remove the Deutsch notes of version 1.1' }),
    ).toBeNull();
    await user.click(
      within(section).getByRole('button', { name: 'Remove the Deutsch notes of version 1.2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('the Deutsch notes of version 1.2');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Translation removed')).toBeInTheDocument();
    expect(
      trpcCalls.find((call) => call.path === 'admin.releases.deleteTranslation')?.input,
    ).toEqual({ id: 5, releaseId: 2, locale: 'de' });
  });

  it('are not offered for an app without releases', async () => {
    renderGermanTab({ 'admin.releases.list': [] });
    // The releases have loaded once the English tab says it has none.
    await waitFor(() => expect(screen.getByText('No releases yet.')).toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(screen.queryByText('Release notes in Deutsch')).toBeNull();
  });
});
