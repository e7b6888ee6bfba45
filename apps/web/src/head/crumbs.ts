import { PUBLIC_PATHS } from '@studio/schemas';

/** One step of a page's breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** The sections every trail starts from, named as the header names them. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: PUBLIC_PATHS.home };
export const APPS_CRUMB: Crumb = { name: 'Apps & Games', path: PUBLIC_PATHS.apps };
export const BLOG_CRUMB: Crumb = { name: 'Blog', path: PUBLIC_PATHS.blog };
