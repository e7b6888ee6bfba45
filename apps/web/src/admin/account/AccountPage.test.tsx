import { screen, waitFor } from '@testing-library/react';
import { userFixture } from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { AccountPage } from './AccountPage';

function renderAccount(trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(<AccountPage />, {
    route: '/admin/account',
    trpcResponses: { 'auth.session': userFixture({ username: 'owner' }), ...trpcResponses },
  });
}

async function submit(
  user: ReturnType<typeof renderAccount>['user'],
  current: string,
  next: string,
) {
  await user.type(screen.getByLabelText(/Current password/), current);
  await user.type(screen.getByLabelText(/New password/), next);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('the account page', () => {
  it('changes the password, says that other sessions were signed out, and clears the fields', async () => {
    const { user, trpcCalls } = renderAccount({
      'account.changePassword': { message: 'Password changed' },
    });
    expect(await screen.findByText('Signed in as owner')).toBeInTheDocument();
    await submit(user, 'old-password', 'new-password');

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(
      screen.getByText('You stay signed in here; your other sessions have been signed out.'),
    ).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'account.changePassword')?.input).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveValue(''));
  });

  it('shows the rules of the schema before sending anything', async () => {
    const { user, trpcCalls } = renderAccount();
    await submit(user, 'same-password', 'same-password');
    expect(
      await screen.findByText('New password must be different from the current one'),
    ).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'account.changePassword')).toBe(false);
  });

  it('shows a wrong current password beside its field', async () => {
    const { user } = renderAccount({
      'account.changePassword': trpcFailure(
        'Please correct the highlighted fields.',
        'BAD_REQUEST',
        {
          currentPassword: ['Current password is incorrect'],
        },
      ),
    });
    await submit(user, 'not-my-password', 'new-password');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });
});
