import { screen, waitFor } from '@testing-library/react';
import { userFixture } from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { trpcFailure } from '../../test/trpcFixtureLink';
import { AccountPage } from './AccountPage';

const NEW_PASSWORD = 'violet-kettle-harbour-91';
const THIS_SESSION = {
  id: '0b7f7c5e-3a0c-4d3e-9d0e-5b2f8a1c9e01',
  createdAt: '2026-11-24T08:00:00.000Z',
  lastSeenAt: '2026-11-24T08:30:00.000Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36',
  address: '203.0.113.0/24',
  current: true,
};

function renderAccount(trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(<AccountPage />, {
    route: '/admin/account',
    trpcResponses: {
      'auth.session': userFixture({ username: 'owner' }),
      'account.passkeys.list': [],
      'account.authenticator.status': { enabled: false, recoveryCodesLeft: 0 },
      'account.sessions.list': [THIS_SESSION],
      'admin.dashboard.activity': [],
      ...trpcResponses,
    },
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
    await submit(user, 'old-password', NEW_PASSWORD);

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(
      screen.getByText('You stay signed in here; your other sessions have been signed out.'),
    ).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'account.changePassword')?.input).toEqual({
      currentPassword: 'old-password',
      newPassword: NEW_PASSWORD,
    });
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveValue(''));
  });

  it('shows the rules of the schema before sending anything', async () => {
    const { user, trpcCalls } = renderAccount();
    await submit(user, NEW_PASSWORD, NEW_PASSWORD);
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
    await submit(user, 'not-my-password', NEW_PASSWORD);
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('refuses a new password that is easy to guess before sending it', async () => {
    const { user, trpcCalls } = renderAccount();
    await submit(user, 'old-password', 'password123');
    expect(
      await screen.findByText(
        'This password is too easy to guess. Choose a longer or less common one.',
      ),
    ).toBeInTheDocument();
    expect(trpcCalls.some((call) => call.path === 'account.changePassword')).toBe(false);
  });

  it('lists the sessions with their browser and coarse address, and signs out one elsewhere', async () => {
    const other = {
      ...THIS_SESSION,
      id: '5d1c2f4a-7b8e-4c9d-8e0f-1a2b3c4d5e6f',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/604.1',
      address: '2001:db8:1234::/48',
      current: false,
    };
    const { user, trpcCalls } = renderAccount({
      'account.sessions.list': [THIS_SESSION, other],
      'account.sessions.end': { ended: 1 },
    });
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText('This browser')).toBeInTheDocument();
    expect(screen.getByText('2001:db8:1234::/48')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() =>
      expect(trpcCalls.find((call) => call.path === 'account.sessions.end')?.input).toEqual({
        id: other.id,
      }),
    );
  });

  it('lists the passkeys with when they were added and last used', async () => {
    renderAccount({
      'account.passkeys.list': [
        { id: 3, name: 'Work laptop', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null },
      ],
    });
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('sets up an authenticator app: QR code and secret, then a code, then the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, n) => `abcde-fgh${n}j`);
    const { user, trpcCalls } = renderAccount({
      'account.authenticator.start': {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl:
          'otpauth://totp/studio.example:owner?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=studio.example',
      },
      'account.authenticator.confirm': { recoveryCodes: codes },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code from the app/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText('abcde-fgh0j')).toBeInTheDocument();
    expect(trpcCalls.find((call) => call.path === 'account.authenticator.confirm')?.input).toEqual({
      code: '123456',
    });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText('abcde-fgh0j')).not.toBeInTheDocument();
  });
});
