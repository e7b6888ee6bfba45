import { appPath, PUBLIC_PATHS, type App } from '@studio/schemas';

/** One step of a page's breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** The sections every trail starts from, named as the header names them. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: PUBLIC_PATHS.home };
export const APPS_CRUMB: Crumb = { name: 'Apps & Games', path: PUBLIC_PATHS.apps };
export const BLOG_CRUMB: Crumb = { name: 'Blog', path: PUBLIC_PATHS.blog };

/** The trail of a page under an app's own (its releases, its press kit): home, apps, the app, the page. */
export function appPageTrail(app: Pick<App, 'name' | 'slug'>, page: Crumb): Crumb[] {
  return [HOME_CRUMB, APPS_CRUMB, { name: app.name, path: appPath(app.slug) }, page];
}
