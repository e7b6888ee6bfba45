import type { ReactNode } from 'react';
import type { SiteCalls } from './apiCalls/siteCalls';
import { AppProviders } from './AppProviders';
import { ServerPageContext, type ServerPage } from './pageKit/pageContext';
import { RenderTimeContext } from './pageKit/renderTime';
import type { QueryStore } from './queryStore/queryStore';

interface AppProps {
  store: QueryStore;
  /** The server's calls while it renders; the browser's otherwise. */
  siteCalls?: SiteCalls;
  /** When the page was rendered: now, or the server's time when hydrating its page. */
  renderTime: number;
  /** Only while rendering on the server. */
  serverPage?: ServerPage | null;
  /** The router (the browser's, or the server's for one URL) around the routes. */
  children: ReactNode;
}

/** The whole site, the same on the server and in the browser. */
export function App({ store, siteCalls, renderTime, serverPage = null, children }: AppProps) {
  return (
    <ServerPageContext.Provider value={serverPage}>
      <RenderTimeContext.Provider value={renderTime}>
        <AppProviders store={store} siteCalls={siteCalls}>
          {children}
        </AppProviders>
      </RenderTimeContext.Provider>
    </ServerPageContext.Provider>
  );
}
