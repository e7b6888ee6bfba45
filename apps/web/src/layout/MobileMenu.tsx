import { useMessages } from '../messages/MessagesContext';
import { AccountLinks } from './AccountLinks';
import { HeaderLink } from './HeaderLink';
import { APPS_MENU_LABEL, APPS_MENU_LINKS, HOME_LINK, SECTION_LINKS } from './navigation';
import classes from './MobileMenu.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';

interface MobileMenuProps {
  onClose: () => void;
}

/** The small-screen menu: the header's items stacked below the 72 px bar; any choice closes it. */
export function MobileMenu({ onClose }: MobileMenuProps) {
  const { t } = useMessages();
  return (
    <nav id={MOBILE_MENU_ID} aria-label={t('nav.mainLabel')} className={classes.panel}>
      <ul className={classes.list}>
        <li>
          <HeaderLink item={HOME_LINK} onNavigate={onClose} />
        </li>
        <li>
          <p className={classes.groupLabel} id="mobile-apps-menu">
            {t(APPS_MENU_LABEL)}
          </p>
          <ul className={`${classes.list} ${classes.nested}`} aria-labelledby="mobile-apps-menu">
            {APPS_MENU_LINKS.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} onNavigate={onClose} exact />
              </li>
            ))}
          </ul>
        </li>
        {SECTION_LINKS.map((item) => (
          <li key={item.to}>
            <HeaderLink item={item} onNavigate={onClose} />
          </li>
        ))}
        <AccountLinks onNavigate={onClose} />
      </ul>
    </nav>
  );
}
