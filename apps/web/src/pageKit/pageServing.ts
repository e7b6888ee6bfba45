import type { LocaleCode } from '@studio/schemas';
import type { Params } from 'react-router-dom';
import type { PageRoute } from './pageRoute';
import type { PageLocale } from './pageLocale';
import type { LoadedQuery, PrefetchedQuery } from './siteQuery';

/** One address in the sitemap: a root-relative path, and when its content last changed (ISO 8601). */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
  /** The site's languages the page exists in, when not all of them. */
  locales?: readonly LocaleCode[];
}

/** Runs one of the router's queries on the server (as an anonymous visitor) and gives its data. */
export type LoadQuery = <TData>(query: LoadedQuery<TData>) => Promise<TData>;

/**
 * What the server does for one route of the table, declared in the route's folder (`<page>Serving.ts`) and
 * listed in `ssr/servedPages.ts` only, so that none of it (the queries of other pages, the sitemap's
 * reading) is in the browser's code.
 */
export interface PageServing {
  route: PageRoute;
  /** The queries the page shows for these parameters, in its language: the server loads them before rendering. */
  data?(params: Params, locale: PageLocale): readonly PrefetchedQuery[];
  /** The addresses this route contributes to the sitemap. */
  sitemap?(load: LoadQuery): Promise<SitemapEntry[]>;
}

/** A route with one address of its own (about, contact, the legal pages, the press page): that address in the sitemap. */
export function ownCopyServing(route: PageRoute): PageServing {
  return { route, sitemap: async () => [{ path: route.path }] };
}

/** The newest of some ISO 8601 dates: when a list's content last changed. */
export function newest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>(
    (latest, date) => (latest === undefined || date > latest ? date : latest),
    undefined,
  );
}
