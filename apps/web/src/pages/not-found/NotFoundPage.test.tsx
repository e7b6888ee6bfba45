import { screen } from '@testing-library/react';
import { AppRoutes } from '../../routes';
import { renderWithProviders } from '../../test/renderWithProviders';

describe('not-found screen', () => {
  it('answers any unknown path with the 404 screen and a developer hint', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Did you forget to add the page to the router\?/)).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('404 Page Not Found | Pixelwave Studio');
  });
});
