import type { PageComponent } from './pageComponent';

/**
 * One screen of the route table, declared in its page's folder: where it is and what it shows. What the
 * server does for it besides (its data, its sitemap entries) is its serving, beside it (`<page>Serving.ts`, a pageServing.ts `PageServing`),
 * which the browser's code never carries.
 */
export interface PageRoute {
  /** In react-router's syntax, from the root: '/', '/apps/:slug'. */
  path: string;
  page: PageComponent;
  /** Rendered in the browser only (sign-in, the admin area): the server sends the bare shell. */
  clientOnly?: true;
}
