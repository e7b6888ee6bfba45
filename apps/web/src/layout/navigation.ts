import { categoryPath } from '../pages/apps/categoryPath';

export interface NavItem {
  label: string;
  to: string;
}

export const HOME_LINK: NavItem = { label: 'Home', to: '/' };

/** The header's "Apps & Games" menu. */
export const APPS_MENU_LABEL = 'Apps & Games';
export const APPS_MENU_LINKS: readonly NavItem[] = [
  { label: 'All Apps', to: '/apps' },
  { label: 'Games', to: categoryPath('Game') },
  { label: 'Productivity', to: categoryPath('Productivity') },
  { label: 'Education', to: categoryPath('Education') },
];

/** Header links after the apps menu. */
export const SECTION_LINKS: readonly NavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

export const ADMIN_LINK: NavItem = { label: 'Admin', to: '/admin' };

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  HOME_LINK,
  { label: 'Apps & Games', to: '/apps' },
  { label: 'About Us', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_CATEGORY_LINKS: readonly NavItem[] = [
  { label: 'Games', to: categoryPath('Game') },
  { label: 'Productivity', to: categoryPath('Productivity') },
  { label: 'Education', to: categoryPath('Education') },
  { label: 'Utilities', to: categoryPath('Utility') },
  { label: 'View All', to: '/apps' },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
];

/** Whether a nav item points at the current page (Home only on "/", sections include their sub-pages). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
