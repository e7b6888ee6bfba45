import { LOCALES_MESSAGES, STOREFRONT_MESSAGES, TEST_EMAIL_MESSAGES } from '@studio/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import {
  emailSettingsFixture,
  outboxMessageFixture,
  studioPressFactsFixture,
  userFixture,
} from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { SettingsPage } from './SettingsPage';

function renderSettings(saveAppAds: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<SettingsPage />, {
    route: '/admin/settings',
    trpcResponses: {
      'auth.session': userFixture(),
      'admin.settings.appAds': { content: 'google.com, pub-1, DIRECT' },
      'site.pressFacts': studioPressFactsFixture(),
      'admin.settings.pressFactsTranslations': { default: 'en', translations: [] },
      'admin.settings.locales': { default: 'en', locales: ['en'], storefronts: {} },
      'admin.mail.settings': emailSettingsFixture(),
      ...saveAppAds.trpcResponses,
    },
  });
}

describe('the site settings', () => {
  it('shows the saved app-ads.txt', async () => {
    renderSettings();
    expect(await screen.findByLabelText('app-ads.txt content')).toHaveValue(
      'google.com, pub-1, DIRECT',
    );
  });

  it('refuses a bad app-ads.txt line with its number and problem', async () => {
    const { user, trpcCalls } = renderSettings();
    const field = await screen.findByLabelText('app-ads.txt content');
    await user.click(field);
    await user.paste('\nunity.com, 123, PARTNER');
    await user.click(screen.getByRole('button', { name: 'Save app-ads.txt' }));

    expect(
      await screen.findByText('Line 2: the relationship must be DIRECT or RESELLER, not "PARTNER"'),
    ).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.settings.saveAppAds')).toBe(false);
  });

  it('saves a valid file and says so', async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: { 'admin.settings.saveAppAds': (input) => input },
    });
    const field = await screen.findByLabelText('app-ads.txt content');
    await user.click(field);
    await user.paste('\nCONTACT=ads@pixelwave.example');
    await user.click(screen.getByRole('button', { name: 'Save app-ads.txt' }));

    expect(await screen.findByText('app-ads.txt saved')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.settings.saveAppAds')?.input).toEqual({
      content: 'google.com, pub-1, DIRECT\nCONTACT=ads@pixelwave.example',
    });
  });

  it("shows the server's refusal at the field", async () => {
    const { user } = renderSettings({
      trpcResponses: {
        'admin.settings.saveAppAds': trpcFailure('Line 1: not allowed here', 'BAD_REQUEST'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save app-ads.txt' }));
    await waitFor(() => expect(screen.getByText('Failed to save app-ads.txt')).toBeInTheDocument());
    expect(screen.getByText('Line 1: not allowed here')).toBeInTheDocument();
  });
});

describe('the share image setting', () => {
  it('shows the default image until the admin chooses one, and saves the choice', async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: { 'admin.settings.saveShareImage': (input) => input },
    });
    expect(await screen.findByRole('img', { name: 'Share image' })).toHaveAttribute(
      'src',
      expect.stringContaining('/share-image.png'),
    );
    expect(screen.queryByRole('button', { name: 'Use the default image' })).not.toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: 'Share image' }),
      'https://cdn.example.com/share.png',
    );
    await user.click(screen.getByRole('button', { name: 'Save share image' }));

    expect(await screen.findByText('Share image saved')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.settings.saveShareImage')?.input).toEqual({
      image: 'https://cdn.example.com/share.png',
    });
    expect(screen.getByRole('button', { name: 'Use the default image' })).toBeInTheDocument();
  });

  it('refuses what is not an image reference before asking the server', async () => {
    const { user, trpcCalls } = renderSettings();
    await user.type(await screen.findByRole('textbox', { name: 'Share image' }), 'not an image');
    await user.click(screen.getByRole('button', { name: 'Save share image' }));

    expect(await screen.findByText('Enter an uploaded file or an http(s) URL')).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.settings.saveShareImage')).toBe(false);
  });

  it('goes back to the default image', async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: {
        'site.shareImage': { image: 'https://cdn.example.com/share.png' },
        'admin.settings.saveShareImage': (input) => input,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Use the default image' }));

    expect(
      await screen.findByText('Link previews show the default image again.'),
    ).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.settings.saveShareImage')?.input).toEqual({
      image: null,
    });
  });
});

describe('the studio press facts setting', () => {
  it('shows the saved facts and saves a change', async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: { 'admin.settings.savePressFacts': (input) => input },
    });
    const size = await screen.findByRole('textbox', { name: 'Size' });
    expect(size).toHaveValue('8 people');
    await user.clear(size);
    await user.type(size, '9 people');
    await user.click(screen.getByRole('button', { name: 'Save press facts' }));

    expect(await screen.findByText('The press page shows them now.')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.settings.savePressFacts')?.input).toEqual(
      studioPressFactsFixture({ size: '9 people' }),
    );
  });

  it('refuses a press contact that is no e-mail address', async () => {
    const { user } = renderSettings();
    const contact = await screen.findByRole('textbox', { name: 'Press contact' });
    await user.clear(contact);
    await user.type(contact, 'press');
    await user.click(screen.getByRole('button', { name: 'Save press facts' }));
    expect(
      await screen.findByText('Press contact must be a valid e-mail address'),
    ).toBeInTheDocument();
  });
});

describe("the studio press facts' translations", () => {
  const GERMAN = {
    default: 'en' as const,
    translations: [
      {
        locale: 'de' as const,
        fields: { size: '8 Personen' },
        translated: ['size'],
        missing: ['name', 'founded', 'basedIn'],
        updatedAt: '2026-11-28T10:00:00.000Z',
      },
    ],
  };

  afterEach(() => window.localStorage.clear());

  it("show the German facts beside the default's, and save the filled fields alone", async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: {
        'admin.settings.pressFactsTranslations': GERMAN,
        'admin.settings.savePressFactsTranslation': (input) => ({
          ...GERMAN.translations[0]!,
          fields: { basedIn: input.basedIn!, size: input.size! },
          translated: ['basedIn', 'size'],
          missing: ['name', 'founded'],
        }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    const german = screen.getByRole('tabpanel', { name: 'Deutsch' });
    expect(within(german).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(german).getByRole('textbox', { name: 'Size' })).toHaveValue('8 Personen');
    await user.click(within(german).getByRole('textbox', { name: 'Based in' }));
    await user.paste('Lissabon, Portugal');
    await user.click(within(german).getByRole('button', { name: 'Save Deutsch translation' }));

    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(
      trpcCalls.find((call) => call.path === 'admin.settings.savePressFactsTranslation')?.input,
    ).toEqual({ locale: 'de', basedIn: 'Lissabon, Portugal', size: '8 Personen' });
  });
});

describe('the languages', () => {
  it('show the default language and the languages of the site', async () => {
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Languages' });
    expect(within(section).getByRole('combobox', { name: 'Default language' })).toHaveDisplayValue(
      'English (en)',
    );
    expect(within(section).getByRole('checkbox', { name: 'English (en)' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Deutsch (de)' })).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: '日本語 (ja)' })).not.toBeChecked();
  });

  it('add a language and say so', async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: {
        'admin.settings.saveLocales': {
          default: 'en',
          locales: [
            { code: 'en', name: 'English' },
            { code: 'de', name: 'Deutsch' },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Deutsch (de)' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));

    expect(await screen.findByText('Languages saved')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.settings.saveLocales')?.input).toEqual({
      default: 'en',
      locales: ['en', 'de'],
      storefronts: { de: 'de' },
    });
  });

  it("choose the App Store country of a language's pages, offered for each other language without one", async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: {
        'admin.settings.locales': {
          default: 'en',
          locales: ['en', 'de', 'pt-BR'],
          storefronts: { de: 'de' },
        },
        'admin.settings.saveLocales': {
          default: 'en',
          locales: [
            { code: 'en', name: 'English' },
            { code: 'de', name: 'Deutsch' },
            { code: 'pt-BR', name: 'Português (Brasil)' },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Languages' });
    const german = within(section).getByRole('textbox', {
      name: 'App Store country for Deutsch (de)',
    });
    expect(german).toHaveValue('de');
    expect(within(section).queryByRole('textbox', { name: /English/ })).toBeNull();
    expect(within(section).queryByRole('textbox', { name: /pt-BR/ })).toBeNull();

    await user.clear(german);
    await user.type(german, 'AT');
    await user.click(within(section).getByRole('checkbox', { name: '日本語 (ja)' }));
    expect(
      within(section).getByRole('textbox', { name: 'App Store country for 日本語 (ja)' }),
    ).toHaveValue('jp');
    await user.click(within(section).getByRole('checkbox', { name: '日本語 (ja)' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));

    expect(await screen.findByText('Languages saved')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.settings.saveLocales')?.input).toEqual({
      default: 'en',
      locales: ['en', 'de', 'pt-BR'],
      storefronts: { de: 'at' },
    });
  });

  it('refuse a storefront that is no country code, without saving', async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: {
        'admin.settings.locales': {
          default: 'en',
          locales: ['en', 'de'],
          storefronts: { de: 'de' },
        },
      },
    });
    const german = await screen.findByRole('textbox', {
      name: 'App Store country for Deutsch (de)',
    });
    await user.clear(german);
    await user.type(german, 'a1');
    await user.click(screen.getByRole('button', { name: 'Save languages' }));

    expect(await screen.findByText(STOREFRONT_MESSAGES.country)).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.settings.saveLocales')).toBe(false);
  });

  it('refuse to leave out the default language, without saving', async () => {
    const { user, trpcCalls } = renderSettings();
    await user.click(await screen.findByRole('checkbox', { name: 'Deutsch (de)' }));
    await user.click(screen.getByRole('checkbox', { name: 'English (en)' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));

    expect(await screen.findByText(LOCALES_MESSAGES.defaultMissing)).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.settings.saveLocales')).toBe(false);
  });
});

describe('the e-mail settings', () => {
  it('show the sender, the SMTP server and the sending pace', async () => {
    renderSettings();
    const section = await screen.findByRole('region', { name: 'E-mail' });
    expect(
      await within(section).findByRole('row', {
        name: 'Sender Pixelwave Studio <no-reply@studio.example>',
      }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('row', { name: 'SMTP server smtp://mail.studio.example:587' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('row', {
        name: 'Sending pace At most 10 a second from each instance of the site',
      }),
    ).toBeInTheDocument();
  });

  it('say when no SMTP server is set, and how many messages wait', async () => {
    renderSettings({
      trpcResponses: {
        'admin.mail.settings': emailSettingsFixture({ smtpServer: null, waiting: 2 }),
      },
    });
    expect(
      await screen.findByText(
        'Not set up: 2 messages waiting, to go out once the site runs with SMTP_URL.',
      ),
    ).toBeInTheDocument();
  });

  it('queue a test e-mail to the address typed', async () => {
    const { user, trpcCalls } = renderSettings({
      trpcResponses: {
        'admin.mail.sendTest': ({ to }) =>
          outboxMessageFixture({ to, state: 'queued', attempts: 0 }),
      },
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Send a test e-mail to' }),
      'owner@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send a test e-mail' }));

    expect(await screen.findByText('Test e-mail queued')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'admin.mail.sendTest')?.input).toEqual({
      to: 'owner@example.com',
    });
  });

  it('refuse what is no e-mail address before asking the server', async () => {
    const { user, trpcCalls } = renderSettings();
    await user.type(
      await screen.findByRole('textbox', { name: 'Send a test e-mail to' }),
      'owner.example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send a test e-mail' }));

    expect(await screen.findByText(TEST_EMAIL_MESSAGES.invalid)).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'admin.mail.sendTest')).toBe(false);
  });
});
