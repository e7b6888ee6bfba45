import { Navigate, Outlet } from 'react-router-dom';
import { SessionLossRedirect } from '../auth/SessionLossRedirect';
import { useCurrentUser } from '../auth/useCurrentUser';
import { PageLoader } from '../components/PageLoader';

/** Lets admins through; sends visitors to /auth and signed-in non-admins home. */
export function AdminGuard() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoader label="Loading" />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return (
    <>
      <SessionLossRedirect />
      <Outlet />
    </>
  );
}
