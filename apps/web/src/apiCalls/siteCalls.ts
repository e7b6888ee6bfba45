import { createContext } from 'react';

/**
 * How the site calls the API's procedures by name: over HTTP in the browser, in process while the server
 * renders, from fixtures in component tests. tRPC's untyped client is one.
 */
export interface SiteCalls {
  query(path: string, input?: unknown): Promise<unknown>;
  mutation(path: string, input?: unknown): Promise<unknown>;
}

const client = () => import('./browserClient').then(({ browserClient }) => browserClient());

/**
 * The browser's calls: tRPC's client loads with the first one. A page the server rendered hydrates with its
 * data in hand, so its first load carries no client at all.
 */
export const browserCalls: SiteCalls = {
  query: async (path, input) => (await client()).query(path, input),
  mutation: async (path, input) => (await client()).mutation(path, input),
};

export const SiteCallsContext = createContext<SiteCalls>(browserCalls);
