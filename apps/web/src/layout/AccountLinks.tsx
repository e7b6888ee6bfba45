import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useLogout';
import { HeaderLink } from './HeaderLink';
import { ADMIN_LINK } from './navigation';
import classes from './Header.module.css';

/** Admin (admins only) and Logout (anyone signed in), as items of the surrounding nav list. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useCurrentUser();
  const { logout, isPending } = useLogout();
  if (!user) return null;

  return (
    <>
      {user.isAdmin && (
        <li>
          <HeaderLink item={ADMIN_LINK} onNavigate={onNavigate} />
        </li>
      )}
      <li>
        <button
          type="button"
          className={classes.link}
          disabled={isPending}
          onClick={() => {
            onNavigate?.();
            logout();
          }}
        >
          Logout
        </button>
      </li>
    </>
  );
}
