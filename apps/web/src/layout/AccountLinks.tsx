import { useSignedInHint } from '../auth/signedInHint';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useLogout';
import { useMessages } from '../messages/MessagesContext';
import { HeaderLink } from './HeaderLink';
import { ADMIN_LINK } from './navigation';
import classes from './Header.module.css';

interface AccountLinksProps {
  onNavigate?: () => void;
}

/**
 * Admin (admins only) and Logout (anyone signed in), as items of the surrounding nav list. Only a browser
 * that has signed in asks who is: a visitor's pages make no call for them.
 */
export function AccountLinks(props: AccountLinksProps) {
  return useSignedInHint() ? <SignedInLinks {...props} /> : null;
}

function SignedInLinks({ onNavigate }: AccountLinksProps) {
  const { user } = useCurrentUser();
  const { logout, isPending } = useLogout();
  const { t } = useMessages();
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
          {t('nav.logout')}
        </button>
      </li>
    </>
  );
}
