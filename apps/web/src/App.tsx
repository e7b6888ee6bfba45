import type { ReactNode } from 'react';
import type { SiteCalls } from './apiCalls/siteCalls';
import { AppProviders } from './AppProviders';
import { ServerPageContext, type ServerPage } from './pageKit/pageContext';
import { RenderYearContext } from './pageKit/renderYear';
import type { QueryStore } from './queryStore/queryStore';

interface AppProps {
  store: QueryStore;
  /** The server's calls while it renders; the browser's otherwise. */
  siteCalls?: SiteCalls;
  /** The year the page renders in: this one, or the server's when hydrating its page. */
  renderYear: number;
  /** Only while rendering on the server. */
  serverPage?: ServerPage | null;
  /** The router (the browser's, or the server's for one URL) around the routes. */
  children: ReactNode;
}

/** The whole site, the same on the server and in the browser. */
export function App({ store, siteCalls, renderYear, serverPage = null, children }: AppProps) {
  return (
    <ServerPageContext.Provider value={serverPage}>
      <RenderYearContext.Provider value={renderYear}>
        <AppProviders store={store} siteCalls={siteCalls}>
          {children}
        </AppProviders>
      </RenderYearContext.Provider>
    </ServerPageContext.Provider>
  );
}
