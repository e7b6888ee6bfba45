import { Container, SimpleGrid } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import './authStyles';
import { LoginForm } from './LoginForm';
import { LoginMarketingPanel } from './LoginMarketingPanel';
import { useCurrentUser } from './useCurrentUser';
import { useLogin } from './useLogin';

/** /auth: the admin login form beside a panel that says what the admin area offers. */
export function LoginPage() {
  const { user, isLoading } = useCurrentUser();
  const login = useLogin();
  useDocumentTitle('Admin Login');

  if (user) {
    // Right after this page's own login the user goes on to their area; anyone already signed in goes home.
    const destination = login.isSuccess && user.isAdmin ? '/admin/dashboard' : PUBLIC_PATHS.home;
    return <Navigate to={destination} replace />;
  }
  if (isLoading) return <PageLoader label="Loading" />;

  return (
    <Container size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <LoginForm onSubmit={login.submit} isPending={login.isPending} />
        <LoginMarketingPanel />
      </SimpleGrid>
    </Container>
  );
}
