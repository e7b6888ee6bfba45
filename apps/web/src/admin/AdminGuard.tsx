import { Navigate, Outlet } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { SessionLossRedirect } from '../auth/SessionLossRedirect';
import { useCurrentUser } from '../auth/useCurrentUser';
import { PageLoader } from '../components/PageLoader';

/** Lets admins through; sends visitors to /auth and signed-in non-admins home. */
export function AdminGuard() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoader label="Loading" />;
  if (!user) return <Navigate to={PUBLIC_PATHS.signIn} replace />;
  if (!user.isAdmin) return <Navigate to={PUBLIC_PATHS.home} replace />;
  return (
    <>
      <SessionLossRedirect />
      <Outlet />
    </>
  );
}
