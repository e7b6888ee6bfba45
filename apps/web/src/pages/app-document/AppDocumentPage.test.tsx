import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { AppAccountDeletionPage } from './AppAccountDeletionPage';
import { AppLegalView, NO_DATA_MESSAGE } from './AppLegalView';
import { AppPrivacyPage } from './AppPrivacyPage';
import { AppTermsPage } from './AppTermsPage';

describe('app terms and privacy pages', () => {
  it('titles the terms with the app name and renders them', async () => {
    renderWithProviders(<AppTermsPage />, {
      route: '/apps/star-hopper/terms',
      path: '/apps/:slug/terms',
      trpcResponses: {
        'apps.terms': (input) => ({ appName: `App ${input.slug}`, terms: 'Play fair.\nHave fun.' }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'App star-hopper Terms of Use' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Play fair.')).toBeInTheDocument();
    expect(screen.getByText('Have fun.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute(
      'href',
      '/apps/star-hopper',
    );
    expect(document.title).toBe('App star-hopper Terms of Use | Pixelwave Studio');
  });

  it('says when an app has no terms of use', async () => {
    renderWithProviders(<AppTermsPage />, {
      route: '/apps/star-hopper/terms',
      path: '/apps/:slug/terms',
      trpcResponses: { 'apps.terms': { appName: 'Star Hopper', terms: null } },
    });
    expect(await screen.findByText('No terms of use available for this app.')).toBeInTheDocument();
  });

  it('says when an app has no privacy policy', async () => {
    renderWithProviders(<AppPrivacyPage />, {
      route: '/apps/star-hopper/privacy',
      path: '/apps/:slug/privacy',
      trpcResponses: { 'apps.privacy': { appName: 'Star Hopper', privacy: '  ' } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No privacy policy available for this app.')).toBeInTheDocument();
  });

  it('shows how to delete an account, titled with the app name', async () => {
    renderWithProviders(<AppAccountDeletionPage />, {
      route: '/apps/star-hopper/account-deletion',
      path: '/apps/:slug/account-deletion',
      trpcResponses: {
        'apps.accountDeletion': {
          appName: 'Star Hopper',
          accountDeletion: 'Open Settings.\nTap Delete account.',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper Account Deletion' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tap Delete account.')).toBeInTheDocument();
  });

  it('shows the failure message and a way back to the app', async () => {
    renderWithProviders(<AppPrivacyPage />, {
      route: '/apps/ghost/privacy',
      path: '/apps/:slug/privacy',
      trpcResponses: { 'apps.privacy': trpcFailure('App not found', 'NOT_FOUND') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('App not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute(
      'href',
      '/apps/ghost',
    );
  });

  it('falls back to "No data received from the server" when there is neither data nor message', () => {
    renderWithProviders(
      <AppLegalView
        slug="ghost"
        kind={{
          documentName: 'Terms of Use',
          pathSegment: 'terms',
          emptyText: '',
          errorTitle: 'Error Loading Terms',
        }}
        isPending={false}
        errorMessage={null}
        errorStatus={null}
        document={undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Error Loading Terms' })).toBeInTheDocument();
    expect(screen.getByText(NO_DATA_MESSAGE)).toBeInTheDocument();
    expect(NO_DATA_MESSAGE).toBe('No data received from the server');
  });
});
