import { Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { APPS_MENU_LABEL, APPS_MENU_LINKS, isActivePath } from './navigation';
import classes from './Header.module.css';

/** The desktop "Apps & Games" dropdown: all apps and the main categories. */
export function AppsMenu() {
  const { pathname } = useLocation();
  return (
    <Menu position="bottom-start" offset={8} radius="md" shadow="lg" width={200}>
      <Menu.Target>
        <button
          type="button"
          className={classes.link}
          data-active={isActivePath('/apps', pathname) || undefined}
        >
          {APPS_MENU_LABEL}
          <IconChevronDown size={16} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {APPS_MENU_LINKS.map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            className={classes.menuItem}
            data-active={pathname === item.to || undefined}
            aria-current={pathname === item.to ? 'page' : undefined}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
