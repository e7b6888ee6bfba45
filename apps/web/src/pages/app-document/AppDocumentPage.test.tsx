import { screen } from '@testing-library/react';
import type { AppDocumentKind } from '@studio/schemas';
import { collectedData, collectingDeclaration, NO_DATA_DECLARATION } from '@studio/schemas/testing';
import { appFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { trpcFailure, type TrpcFixtures } from '../../test/trpcFixtureLink';
import { renderPageIn } from '../../test/renderPageIn';
import { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';
import { AppDocumentPage } from './AppDocumentPage';

function renderDocument(kind: AppDocumentKind, segment: string, trpcResponses: TrpcFixtures) {
  return renderWithProviders(<AppDocumentPage kind={kind} />, {
    route: `/apps/star-hopper/${segment}`,
    path: `/apps/:slug/${segment}`,
    trpcResponses,
  });
}

describe('an app document page', () => {
  it('titles the terms with the app name and renders them', async () => {
    renderDocument('terms', 'terms', {
      'apps.byParam': appFixture({
        name: 'Star Hopper',
        slug: 'star-hopper',
        termsLink: 'Play fair.\nHave fun.',
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper Terms of Use' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Play fair.')).toBeInTheDocument();
    expect(screen.getByText('Have fun.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute(
      'href',
      '/apps/star-hopper',
    );
    expect(document.title).toBe('Star Hopper Terms of Use | Pixelwave Studio');
  });

  it('says when an app has no terms of use', async () => {
    renderDocument('terms', 'terms', { 'apps.byParam': appFixture({ termsLink: null }) });
    expect(await screen.findByText('No terms of use available for this app.')).toBeInTheDocument();
  });

  it('says when an app has no privacy policy', async () => {
    renderDocument('privacy', 'privacy', {
      'apps.byParam': appFixture({ name: 'Star Hopper', privacyLink: '  ' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No privacy policy available for this app.')).toBeInTheDocument();
  });

  it('shows how to delete an account, titled with the app name', async () => {
    renderDocument('accountDeletion', 'account-deletion', {
      'apps.byParam': appFixture({
        name: 'Star Hopper',
        accountDeletion: 'Open Settings.\nTap Delete account.',
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper Account Deletion' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tap Delete account.')).toBeInTheDocument();
  });

  it('is not found, like an unknown page, when the app has no account deletion instructions', async () => {
    renderDocument('accountDeletion', 'account-deletion', {
      'apps.byParam': appFixture({ name: 'Star Hopper', accountDeletion: null }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('No account deletion instructions available for this app.'),
    ).not.toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | Pixelwave Studio');
  });

  it('shows the data the app declares it collects above its privacy policy', async () => {
    renderDocument('privacy', 'privacy', {
      'apps.byParam': appFixture({ name: 'Star Hopper', privacyLink: 'We keep your saves.' }),
      'apps.privacy': {
        appName: 'Star Hopper',
        privacy: 'We keep your saves.',
        dataCollected: collectingDeclaration(
          [
            collectedData('PRECISE_LOCATION', {
              purposes: ['APP_FUNCTIONALITY', 'ANALYTICS'],
              usedForTracking: true,
              sharedWithThirdParties: true,
            }),
          ],
          { deletionRequests: true },
        ),
      },
    });
    const section = await screen.findByRole('region', { name: 'Data this app collects' });
    expect(section).toHaveTextContent('Precise location');
    expect(section).toHaveTextContent(
      'Location · Used for: App functionality, Analytics · Linked to you · Used to track you · Shared with third parties',
    );
    expect(section).toHaveTextContent('All data is encrypted in transit.');
    expect(section).toHaveTextContent('You can ask for your data to be deleted.');
    expect(
      section.compareDocumentPosition(screen.getByText('We keep your saves.')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says plainly when the app collects no data, and shows no section before it is declared', async () => {
    const privacy = { appName: 'Star Hopper', privacy: 'Nothing leaves your phone.' };
    const app = appFixture({ name: 'Star Hopper', privacyLink: privacy.privacy });
    const { unmount } = renderDocument('privacy', 'privacy', {
      'apps.byParam': app,
      'apps.privacy': { ...privacy, dataCollected: NO_DATA_DECLARATION },
    });
    const section = await screen.findByRole('region', { name: 'Data this app collects' });
    expect(section).toHaveTextContent('This app does not collect any data.');
    unmount();

    renderDocument('privacy', 'privacy', {
      'apps.byParam': app,
      'apps.privacy': { ...privacy, dataCollected: null },
    });
    expect(await screen.findByText('Nothing leaves your phone.')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Data this app collects' }),
    ).not.toBeInTheDocument();
  });

  it('shows the failure message and a way back to the app', async () => {
    renderDocument('privacy', 'privacy', {
      'apps.byParam': trpcFailure('App not found', 'NOT_FOUND'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('App not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute(
      'href',
      '/apps/star-hopper',
    );
  });

  it('falls back to "No data received from the server" when the failure has no message', async () => {
    renderDocument('terms', 'terms', {
      'apps.byParam': trpcFailure('', 'INTERNAL_SERVER_ERROR'),
    });
    expect(await screen.findByRole('heading', { name: 'Error Loading Terms' })).toBeInTheDocument();
    expect(screen.getByText('No data received from the server')).toBeInTheDocument();
  });
});

describe('an app document page in the page language', () => {
  const renderIn = (
    locale: 'de' | 'ja',
    kind: AppDocumentKind,
    segment: string,
    trpcResponses: TrpcFixtures,
  ) =>
    renderPageIn(locale, <AppDocumentPage kind={kind} />, {
      catalogs: [APP_DOCUMENT_CATALOG],
      route: `/apps/star-hopper/${segment}`,
      path: `/apps/:slug/${segment}`,
      trpcResponses,
    });

  /** The privacy page of an app whose declaration collects the precise location for two purposes. */
  const locationForTwoPurposes = (): TrpcFixtures => ({
    'apps.byParam': appFixture({ privacyLink: 'Wir schützen deine Daten.' }),
    'apps.privacy': {
      appName: 'Star Hopper',
      privacy: 'Wir schützen deine Daten.',
      dataCollected: collectingDeclaration([
        collectedData('PRECISE_LOCATION', { purposes: ['APP_FUNCTIONALITY', 'ANALYTICS'] }),
      ]),
    },
  });

  it('titles the terms in German, with the way back to the app and a title for the head', async () => {
    const head = await renderIn('de', 'terms', 'terms', {
      'apps.byParam': appFixture({ name: 'Star Hopper', termsLink: 'Fair spielen.' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen von Star Hopper' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur App' })).toBeInTheDocument();
    expect(head.current?.title).toBe('Nutzungsbedingungen von Star Hopper | Pixelwave Studio');
    expect(head.current?.description).toBe(
      'Die Nutzungsbedingungen von Star Hopper, einer App von Pixelwave Studio.',
    );
  });

  it('says in Japanese when an app has no privacy policy', async () => {
    await renderIn('ja', 'privacy', 'privacy', {
      'apps.byParam': appFixture({ privacyLink: null }),
    });
    expect(
      await screen.findByText('このアプリのプライバシーポリシーはありません。'),
    ).toBeInTheDocument();
  });

  it("reads the app's privacy declaration in German", async () => {
    await renderIn('de', 'privacy', 'privacy', locationForTwoPurposes());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Daten, die diese App erhebt' }),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Daten, die diese App erhebt' });
    expect(section).toHaveTextContent(
      'Genauer StandortStandort · Verwendet für: App-Funktionalität und Analyse · Mit dir verknüpft',
    );
  });

  it('lists the purposes of a data type with the Japanese comma', async () => {
    await renderIn('ja', 'privacy', 'privacy', locationForTwoPurposes());
    expect(await screen.findByText(/利用目的：Appの機能、分析/)).toBeInTheDocument();
  });

  it('links a policy published elsewhere, in Japanese', async () => {
    await renderIn('ja', 'privacy', 'privacy', {
      'apps.byParam': appFixture({ privacyLink: 'https://example.com/privacy' }),
    });
    const link = await screen.findByRole('link', { name: /https:\/\/example\.com\/privacy/ });
    expect(link).toHaveAccessibleName('https://example.com/privacy （新しいタブで開きます）');
    expect(link.parentElement).toHaveTextContent(
      /^プライバシーポリシーの全文はこちらでご覧いただけます：https:\/\/example\.com\/privacy/,
    );
  });
});
