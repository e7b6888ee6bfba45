import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { ServerPageContext, type ServerPage } from './pageKit/pageContext';
import { RenderTimeContext } from './pageKit/renderTime';
import type { createTrpcClient } from './trpc';

interface AppProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  /** When the page was rendered: now, or the server's time when hydrating its page. */
  renderTime: number;
  /** Only while rendering on the server. */
  serverPage?: ServerPage | null;
  /** The router (the browser's, or the server's for one URL) around the routes. */
  children: ReactNode;
}

/** The whole site, the same on the server and in the browser. */
export function App({
  queryClient,
  trpcClient,
  renderTime,
  serverPage = null,
  children,
}: AppProps) {
  return (
    <ServerPageContext.Provider value={serverPage}>
      <RenderTimeContext.Provider value={renderTime}>
        <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
          {children}
        </AppProviders>
      </RenderTimeContext.Provider>
    </ServerPageContext.Provider>
  );
}
