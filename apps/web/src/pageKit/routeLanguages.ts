import type { LocaleCode } from '@studio/schemas';
import type { Params } from 'react-router-dom';
import type { LoadQuery } from './pageServing';
import { siteQuery, useSiteQuery } from './siteQuery';

/**
 * The site's languages a page of a route exists in, when not all (a post only in those its translation is
 * published in): read by the server for the head's language versions, and by the language switcher.
 */
export interface RouteLanguages {
  /** On the server: into the page's data, so that the browser's switcher hydrates with the same languages. */
  load(params: Params, load: LoadQuery): Promise<readonly LocaleCode[]>;
  /** In a component: the languages, once the query has them. */
  useLanguages(params: Params): readonly LocaleCode[] | undefined;
}

/** A route's languages, picked out of a query's data. */
export function routeLanguages<TData>(
  query: ReturnType<typeof siteQuery<TData>>,
  pick: (data: TData, params: Params) => readonly LocaleCode[],
): RouteLanguages {
  return {
    load: async (params, load) => pick(await load(query), params),
    useLanguages: function useLanguages(params) {
      const { data } = useSiteQuery(query);
      return data === undefined ? undefined : pick(data, params);
    },
  };
}
