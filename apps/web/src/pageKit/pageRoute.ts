import type { Params } from 'react-router-dom';
import type { PageComponent } from './pageComponent';
import type { LoadedQuery, PrefetchedQuery } from './siteQuery';

/** One address in the sitemap: a root-relative path, and when its content last changed (ISO 8601). */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** Runs one of the router's queries on the server (as an anonymous visitor) and gives its data. */
export type LoadQuery = <TData>(query: LoadedQuery<TData>) => Promise<TData>;

/**
 * One screen of the route table, declared in its page's folder: where it is, what it shows, what the
 * server loads before rendering it, and what it adds to the sitemap.
 */
export interface PageRoute {
  /** In react-router's syntax, from the root: '/', '/apps/:slug'. */
  path: string;
  page: PageComponent;
  /** The queries the page shows for these parameters: the server loads them before rendering. */
  data?(params: Params): readonly PrefetchedQuery[];
  /** The addresses this route contributes to the sitemap. */
  sitemap?(load: LoadQuery): Promise<SitemapEntry[]>;
  /** Rendered in the browser only (sign-in, the admin area): the server sends the bare shell. */
  clientOnly?: true;
}

/** The newest of some ISO 8601 dates: when a list's content last changed. */
export function newest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>(
    (latest, date) => (latest === undefined || date > latest ? date : latest),
    undefined,
  );
}
