import { createContext, useContext } from 'react';
import type { QueryStore } from './queryStore';

export const QueryStoreContext = createContext<QueryStore | null>(null);

/** The public pages' data, from the provider around the site (AppProviders). */
export function useQueryStore(): QueryStore {
  const store = useContext(QueryStoreContext);
  if (!store) throw new Error('useQueryStore needs a QueryStoreContext provider');
  return store;
}
