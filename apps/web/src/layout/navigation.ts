import { categoryPath, PUBLIC_PATHS } from '@studio/schemas';
import type { MessageKey } from '../messages/catalog';

export interface NavItem {
  /** Its text in the page's catalog. */
  label: MessageKey;
  to: string;
}

export const HOME_LINK: NavItem = { label: 'nav.home', to: PUBLIC_PATHS.home };

/** The header's "Apps & Games" menu. */
export const APPS_MENU_LABEL: MessageKey = 'nav.appsAndGames';
export const APPS_MENU_LINKS: readonly NavItem[] = [
  { label: 'nav.allApps', to: PUBLIC_PATHS.apps },
  { label: 'nav.games', to: categoryPath('Game') },
  { label: 'nav.productivity', to: categoryPath('Productivity') },
  { label: 'nav.education', to: categoryPath('Education') },
];

/** Header links after the apps menu. */
export const SECTION_LINKS: readonly NavItem[] = [
  { label: 'nav.about', to: PUBLIC_PATHS.about },
  { label: 'nav.blog', to: PUBLIC_PATHS.blog },
  { label: 'nav.contact', to: PUBLIC_PATHS.contact },
];

export const ADMIN_LINK: NavItem = { label: 'nav.admin', to: PUBLIC_PATHS.admin };

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  HOME_LINK,
  { label: 'nav.appsAndGames', to: PUBLIC_PATHS.apps },
  { label: 'nav.aboutUs', to: PUBLIC_PATHS.about },
  { label: 'nav.blog', to: PUBLIC_PATHS.blog },
  { label: 'nav.contact', to: PUBLIC_PATHS.contact },
];

export const FOOTER_CATEGORY_LINKS: readonly NavItem[] = [
  { label: 'nav.games', to: categoryPath('Game') },
  { label: 'nav.productivity', to: categoryPath('Productivity') },
  { label: 'nav.education', to: categoryPath('Education') },
  { label: 'nav.utilities', to: categoryPath('Utility') },
  { label: 'nav.viewAll', to: PUBLIC_PATHS.apps },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'nav.privacy', to: PUBLIC_PATHS.privacy },
  { label: 'nav.terms', to: PUBLIC_PATHS.terms },
  { label: 'nav.cookies', to: PUBLIC_PATHS.cookies },
];

/** Whether a nav item points at the current page (Home only on "/", sections include their sub-pages). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === PUBLIC_PATHS.home) return pathname === PUBLIC_PATHS.home;
  return pathname === to || pathname.startsWith(`${to}/`);
}
