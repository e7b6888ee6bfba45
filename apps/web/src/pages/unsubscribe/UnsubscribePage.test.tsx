import { screen } from '@testing-library/react';
import { AppRoutes } from '../../routes';
import { renderWithProviders } from '../../test/renderWithProviders';

const PATH = '/subscriptions/unsubscribe/t0k';
const NEWS = { list: 'news', listName: 'Pixelwave Studio news' };

describe('the unsubscribe page', () => {
  it('changes nothing when opened: one button does it', async () => {
    const { user, trpcCalls } = renderWithProviders(<AppRoutes />, {
      route: PATH,
      trpcResponses: {
        'subscriptions.unsubscribeLink': { ...NEWS, state: 'confirmed' },
        'subscriptions.unsubscribe': { ...NEWS, state: 'unsubscribed' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Stop receiving Pixelwave Studio news\?/)).toBeInTheDocument();
    expect(trpcCalls.map((call) => call.path)).not.toContain('subscriptions.unsubscribe');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(trpcCalls).toContainEqual(
      expect.objectContaining({ path: 'subscriptions.unsubscribe', input: { token: 't0k' } }),
    );
  });

  it('says so when the address already left the list', async () => {
    renderWithProviders(<AppRoutes />, {
      route: PATH,
      trpcResponses: { 'subscriptions.unsubscribeLink': { ...NEWS, state: 'unsubscribed' } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('posts the one-click body to the link itself before the page comes to life', async () => {
    const { container } = renderWithProviders(<AppRoutes />, {
      route: PATH,
      trpcResponses: { 'subscriptions.unsubscribeLink': { ...NEWS, state: 'confirmed' } },
    });
    await screen.findByRole('button', { name: 'Unsubscribe' });
    const form = container.querySelector('form[method="post"]')!;
    expect(form.getAttribute('action')).toBeNull();
    expect(form.querySelector('input[type="hidden"]')).toMatchObject({
      name: 'List-Unsubscribe',
      value: 'One-Click',
    });
  });
});
