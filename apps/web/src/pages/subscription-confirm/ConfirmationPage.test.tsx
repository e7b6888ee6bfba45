import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRoutes } from '../../routes';
import { renderPageIn } from '../../test/renderPageIn';
import { renderWithProviders } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { CONFIRMATION_CATALOG } from './confirmationCatalog';
import { ConfirmationPage } from './ConfirmationPage';

const PATH = '/subscriptions/confirm/t0k';

describe('the confirmation page', () => {
  it('says the address is confirmed, naming its list', async () => {
    const { trpcCalls } = renderWithProviders(<AppRoutes />, {
      route: PATH,
      trpcResponses: {
        'subscriptions.confirm': {
          list: 'news',
          listName: 'Pixelwave Studio news',
          state: 'confirmed',
          unsubscribeToken: 'l34ve',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/you will receive Pixelwave Studio news/)).toBeInTheDocument();
    expect(trpcCalls).toContainEqual(
      expect.objectContaining({ path: 'subscriptions.confirm', input: { token: 't0k' } }),
    );
    expect(document.title).toBe('Subscription confirmed | Pixelwave Studio');
    expect(screen.getByRole('link', { name: 'Changed your mind? Unsubscribe' })).toHaveAttribute(
      'href',
      '/subscriptions/unsubscribe/l34ve',
    );
  });

  it("says why an expired link confirms nothing, in the server's words", async () => {
    renderWithProviders(<AppRoutes />, {
      route: PATH,
      trpcResponses: {
        'subscriptions.confirm': trpcFailure('This confirmation link has expired.', 'NOT_FOUND'),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link has expired.');
  });

  it('says it in German on the German address of a German e-mail', async () => {
    const head = await renderPageIn(
      'de',
      <Routes>
        <Route path="/subscriptions/confirm/:token" element={<ConfirmationPage />} />
      </Routes>,
      {
        catalogs: [CONFIRMATION_CATALOG],
        route: PATH,
        trpcResponses: {
          'subscriptions.confirm': {
            list: 'news',
            listName: 'Neuigkeiten von Pixelwave Studio',
            state: 'confirmed',
            unsubscribeToken: 'l34ve',
          },
        },
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abo bestätigt' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Du erhältst ab jetzt „Neuigkeiten von Pixelwave Studio“/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doch kein Interesse? Abmelden' })).toBeInTheDocument();
    expect(head.current?.title).toBe('Abo bestätigt | Pixelwave Studio');
  });
});
