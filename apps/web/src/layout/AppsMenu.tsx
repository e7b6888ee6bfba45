import { PUBLIC_PATHS } from '@studio/schemas';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../components/SiteLink';
import { useMessages } from '../messages/MessagesContext';
import { APPS_MENU_LABEL, APPS_MENU_LINKS, isActivePath } from './navigation';
import classes from './Header.module.css';
import { SiteIcon } from '../icons/SiteIcon';

/** Which item takes the focus when the menu opens from the keyboard. */
type OpenFocus = 'first' | 'last' | null;

/**
 * The desktop "Apps & Games" dropdown: all apps and the main categories, as a menu button (WAI-ARIA
 * menu pattern: arrow keys, Home, End, Escape, Tab). Built on plain elements rather than Mantine's
 * Menu, whose positioning engine would add a fifth to every visitor's first download.
 */
export function AppsMenu() {
  const { pathname } = useLocation();
  const { t } = useMessages();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const focusOnOpen = useRef<OpenFocus>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();

  const openMenu = (focus: OpenFocus) => {
    focusOnOpen.current = focus;
    setOpenedAt(pathname);
  };
  const close = () => setOpenedAt(null);
  const focusItem = (index: number) => {
    const count = APPS_MENU_LINKS.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusItem(focusOnOpen.current === 'first' ? 0 : -1);
    focusOnOpen.current = null;
  }, [open]);

  // A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <div ref={rootRef} className={classes.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        id={open ? buttonId : undefined}
        className={classes.link}
        data-active={isActivePath(PUBLIC_PATHS.apps, pathname) || undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // A click from the keyboard (detail 0) moves into the menu, as a press of the arrow keys does.
        onClick={(event) => (open ? close() : openMenu(event.detail === 0 ? 'first' : null))}
        onKeyDown={onButtonKeyDown}
      >
        {t(APPS_MENU_LABEL)}
        <SiteIcon name="chevron-down" size={16} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={classes.menu}
          onKeyDown={onMenuKeyDown}
        >
          {APPS_MENU_LINKS.map((item, index) => (
            <SiteLink
              key={item.to}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className={classes.menuItem}
              data-active={pathname === item.to || undefined}
              aria-current={pathname === item.to ? 'page' : undefined}
              onClick={close}
            >
              {t(item.label)}
            </SiteLink>
          ))}
        </div>
      )}
    </div>
  );
}
