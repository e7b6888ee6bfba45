import { categoryPath, PUBLIC_PATHS } from '@studio/schemas';

export interface NavItem {
  label: string;
  to: string;
}

export const HOME_LINK: NavItem = { label: 'Home', to: PUBLIC_PATHS.home };

/** The header's "Apps & Games" menu. */
export const APPS_MENU_LABEL = 'Apps & Games';
export const APPS_MENU_LINKS: readonly NavItem[] = [
  { label: 'All Apps', to: PUBLIC_PATHS.apps },
  { label: 'Games', to: categoryPath('Game') },
  { label: 'Productivity', to: categoryPath('Productivity') },
  { label: 'Education', to: categoryPath('Education') },
];

/** Header links after the apps menu. */
export const SECTION_LINKS: readonly NavItem[] = [
  { label: 'About', to: PUBLIC_PATHS.about },
  { label: 'Blog', to: PUBLIC_PATHS.blog },
  { label: 'Contact', to: PUBLIC_PATHS.contact },
];

export const ADMIN_LINK: NavItem = { label: 'Admin', to: PUBLIC_PATHS.admin };

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  HOME_LINK,
  { label: 'Apps & Games', to: PUBLIC_PATHS.apps },
  { label: 'About Us', to: PUBLIC_PATHS.about },
  { label: 'Blog', to: PUBLIC_PATHS.blog },
  { label: 'Contact', to: PUBLIC_PATHS.contact },
];

export const FOOTER_CATEGORY_LINKS: readonly NavItem[] = [
  { label: 'Games', to: categoryPath('Game') },
  { label: 'Productivity', to: categoryPath('Productivity') },
  { label: 'Education', to: categoryPath('Education') },
  { label: 'Utilities', to: categoryPath('Utility') },
  { label: 'View All', to: PUBLIC_PATHS.apps },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Privacy Policy', to: PUBLIC_PATHS.privacy },
  { label: 'Terms of Service', to: PUBLIC_PATHS.terms },
  { label: 'Cookie Policy', to: PUBLIC_PATHS.cookies },
];

/** Whether a nav item points at the current page (Home only on "/", sections include their sub-pages). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === PUBLIC_PATHS.home) return pathname === PUBLIC_PATHS.home;
  return pathname === to || pathname.startsWith(`${to}/`);
}
