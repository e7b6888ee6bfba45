import { Container, Stack } from '@mantine/core';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { BACK_TO_DASHBOARD, SubpageHeader } from '../shared/SubpageHeader';
import { AuthenticatorSection } from './authenticator/AuthenticatorSection';
import { PasskeysSection } from './passkeys/PasskeysSection';
import { PasswordChangeSection } from './PasswordChangeSection';
import { SecurityActivitySection } from './activity/SecurityActivitySection';
import { SessionsSection } from './sessions/SessionsSection';

/**
 * /admin/account: how the signed-in admin signs in (password, passkeys, authenticator app and recovery codes),
 * where they are signed in, and what happened to their account lately.
 */
export function AccountPage() {
  const { user } = useCurrentUser();

  return (
    <Container size="md" py="xl">
      <SubpageHeader
        back={BACK_TO_DASHBOARD}
        title="Account"
        description={user ? `Signed in as ${user.username}` : undefined}
      />
      <Stack gap="xl">
        <PasswordChangeSection />
        <PasskeysSection />
        <AuthenticatorSection />
        <SessionsSection />
        {user ? <SecurityActivitySection username={user.username} /> : null}
      </Stack>
    </Container>
  );
}
