import { appPath, PUBLIC_PATHS, type App } from '@studio/schemas';
import type { Messages } from '../messages/messages';

/** One step of a page's breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** The sections every trail starts from, named as the header names them in the page's language. */
export const homeCrumb = ({ t }: Messages): Crumb => ({
  name: t('nav.home'),
  path: PUBLIC_PATHS.home,
});
export const appsCrumb = ({ t }: Messages): Crumb => ({
  name: t('nav.appsAndGames'),
  path: PUBLIC_PATHS.apps,
});
export const blogCrumb = ({ t }: Messages): Crumb => ({
  name: t('nav.blog'),
  path: PUBLIC_PATHS.blog,
});

/** The trail of a page under an app's own (its releases, its press kit): home, apps, the app, the page. */
export function appPageTrail(
  site: Messages,
  app: Pick<App, 'name' | 'slug'>,
  page: Crumb,
): Crumb[] {
  return [homeCrumb(site), appsCrumb(site), { name: app.name, path: appPath(app.slug) }, page];
}
