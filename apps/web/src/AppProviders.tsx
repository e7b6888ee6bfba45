import { theme } from '@studio/ui';
import { useEffect, type ReactNode } from 'react';
import { SiteCallsContext, type SiteCalls } from './apiCalls/siteCalls';
import { followSession } from './auth/signedInHint';
import type { Messages } from './messages/messages';
import { MessagesContext } from './messages/MessagesContext';
import { DeferredNotificationsArea } from './notifications/DeferredNotificationsArea';
import type { QueryStore } from './queryStore/queryStore';
import { QueryStoreContext } from './queryStore/QueryStoreContext';
import { SiteMantineProvider } from './theme/SiteMantineProvider';

interface AppProvidersProps {
  /** The public pages' data. */
  store: QueryStore;
  /** The page's language and its texts. */
  messages: Messages;
  /** How pages call the API; the browser's (over HTTP) unless given. */
  siteCalls?: SiteCalls;
  /** 'test' turns off transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
  /** The toast area: loaded with the first toast, unless given (component tests want it at once). */
  notificationsArea?: ReactNode;
  children: ReactNode;
}

/** Theme, toasts and data providers shared by the app and the component tests. */
export function AppProviders({
  store,
  messages,
  siteCalls,
  mantineEnv,
  notificationsArea = <DeferredNotificationsArea />,
  children,
}: AppProvidersProps) {
  useEffect(() => followSession(store), [store]);
  return (
    <SiteMantineProvider theme={theme} env={mantineEnv}>
      <MessagesContext.Provider value={messages}>
        {notificationsArea}
        <QueryStoreContext.Provider value={store}>
          {siteCalls ? (
            <SiteCallsContext.Provider value={siteCalls}>{children}</SiteCallsContext.Provider>
          ) : (
            children
          )}
        </QueryStoreContext.Provider>
      </MessagesContext.Provider>
    </SiteMantineProvider>
  );
}
