import { Container, SimpleGrid } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import './authStyles';
import { LoginForm } from './LoginForm';
import { LoginMarketingPanel } from './LoginMarketingPanel';
import { SecondFactorForm } from './SecondFactorForm';
import { useCurrentUser } from './useCurrentUser';
import { usePasskeySignIn } from './usePasskeySignIn';
import { useSignIn } from './useSignIn';

/**
 * /auth: the admin's sign-in beside a panel that says what the admin area offers: the password (then the
 * authentication code an account with a second factor needs), or a passkey.
 */
export function LoginPage() {
  const { user, isLoading } = useCurrentUser();
  const signIn = useSignIn();
  const passkey = usePasskeySignIn(signIn.welcome, {
    autofill: !user && !isLoading && signIn.step === 'password',
  });
  useDocumentTitle('Admin Login');

  if (user) {
    // Right after this page's own sign-in the user goes on to their area; anyone already signed in goes home.
    const destination = signIn.signedIn && user.isAdmin ? '/admin/dashboard' : PUBLIC_PATHS.home;
    return <Navigate to={destination} replace />;
  }
  if (isLoading) return <PageLoader label="Loading" />;

  return (
    <Container size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {signIn.step === 'code' ? (
          <SecondFactorForm
            onSubmit={signIn.submitCode}
            isPending={signIn.isVerifying}
            onBack={signIn.backToPassword}
          />
        ) : (
          <LoginForm
            onSubmit={signIn.submitPassword}
            isPending={signIn.isLoggingIn}
            onPasskey={() => void passkey.signIn()}
            isPasskeyPending={passkey.isPending}
          />
        )}
        <LoginMarketingPanel />
      </SimpleGrid>
    </Container>
  );
}
