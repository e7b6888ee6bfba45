import { useLocation } from 'react-router-dom';
import { SiteLink } from '../components/SiteLink';
import { useMessages } from '../messages/MessagesContext';
import { isActivePath, type NavItem } from './navigation';
import classes from './Header.module.css';

interface HeaderLinkProps {
  item: NavItem;
  onNavigate?: () => void;
  /** Highlight only on this exact path (menu entries such as All Apps vs. a category). */
  exact?: boolean;
}

/** A header link, highlighted (and announced as the current page) when it points at this page. */
export function HeaderLink({ item, onNavigate, exact = false }: HeaderLinkProps) {
  const { pathname } = useLocation();
  const { t } = useMessages();
  const active = exact ? pathname === item.to : isActivePath(item.to, pathname);
  return (
    <SiteLink
      to={item.to}
      className={classes.link}
      data-active={active || undefined}
      aria-current={pathname === item.to ? 'page' : undefined}
      onClick={onNavigate}
    >
      {t(item.label)}
    </SiteLink>
  );
}
