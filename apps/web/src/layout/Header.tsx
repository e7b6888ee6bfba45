import { Box } from '@mantine/core';
import { SiteContainer } from '../components/SiteContainer';
import { useWindowEvent } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { useMessages } from '../messages/MessagesContext';
import { AccountLinks } from './AccountLinks';
import { AppsMenu } from './AppsMenu';
import { HeaderLink } from './HeaderLink';
import { LanguageSwitcher } from './languages/LanguageSwitcher';
import { Logo } from './Logo';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { HOME_LINK, SECTION_LINKS } from './navigation';
import classes from './Header.module.css';

const SCROLL_THRESHOLD_PX = 10;

/**
 * The fixed top bar: logo, main navigation (a burger menu on small screens), account links and, on a site in
 * several languages, the language switcher.
 */
export function Header() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const { t } = useMessages();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation (links, back button) closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpened = menuOpenedAt === pathname;
  const closeMenu = () => setMenuOpenedAt(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Escape closes the menu wherever focus is (the toggle included) and hands focus back to the toggle.
  useWindowEvent('keydown', (event) => {
    if (!menuOpened || event.key !== 'Escape') return;
    closeMenu();
    burgerRef.current?.focus();
  });

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <SiteContainer className={classes.inner}>
        <Logo onNavigate={closeMenu} />

        <div className={classes.end}>
          <Box component="nav" aria-label={t('nav.mainLabel')} visibleFrom="md">
            <ul className={classes.nav}>
              <li>
                <HeaderLink item={HOME_LINK} />
              </li>
              <li>
                <AppsMenu />
              </li>
              {SECTION_LINKS.map((item) => (
                <li key={item.to}>
                  <HeaderLink item={item} />
                </li>
              ))}
              <AccountLinks />
            </ul>
          </Box>

          <LanguageSwitcher
            label={t('languages.headerLabel')}
            short
            className={classes.languages}
            linkClassName={classes.language}
          />

          <button
            type="button"
            ref={burgerRef}
            onClick={() => setMenuOpenedAt(menuOpened ? null : pathname)}
            className={`${classes.burger} mantine-hidden-from-md`}
            aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
            aria-expanded={menuOpened}
            aria-controls={MOBILE_MENU_ID}
          >
            <span className={classes.burgerLines} data-opened={menuOpened || undefined} />
          </button>
        </div>
      </SiteContainer>
      {menuOpened && (
        <Box hiddenFrom="md">
          <MobileMenu onClose={closeMenu} />
        </Box>
      )}
    </header>
  );
}
