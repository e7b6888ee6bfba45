import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { getUntypedClient } from '@trpc/client';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { SITE_CATALOG } from '../messages/siteCatalog';
import { SessionLossRedirect } from '../auth/SessionLossRedirect';
import { NotificationsArea } from '../notifications/NotificationsArea';
import { signedInQueryClient } from '../queryClient';
import { QueryStore } from '../queryStore/queryStore';
import { trpc } from '../trpc';
import { trpcFixtureLink, type TrpcCall, type TrpcFixtures } from './trpcFixtureLink';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** A route pattern (e.g. '/apps/:slug') so the component can read its params. */
  path?: string;
  /** Answers per procedure path; auth.session defaults to signed out, site.shareImage to the default. */
  trpcResponses?: TrpcFixtures;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  /** The public pages' data. */
  store: QueryStore;
  /** The signed-in area's. */
  queryClient: QueryClient;
  /** Every tRPC call the component made, in order. */
  trpcCalls: TrpcCall[];
  /** The router's current location, kept up to date (for asserting navigation). */
  location: { current: Location | null };
}

const DEFAULTS: TrpcFixtures = { 'auth.session': null, 'site.shareImage': { image: null } };

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** Renders with the app's theme, toasts, query store and client, a fixture-backed tRPC client and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, trpcResponses = {} }: RenderOptions = {},
): RenderWithProvidersResult {
  const user = userEvent.setup();
  const store = new QueryStore();
  const queryClient = signedInQueryClient(store);
  const trpcCalls: TrpcCall[] = [];
  const trpcClient = trpc.createClient({
    links: [trpcFixtureLink({ ...DEFAULTS, ...trpcResponses }, trpcCalls)],
  });
  const location: { current: Location | null } = { current: null };

  const result = render(
    <AppProviders
      store={store}
      messages={SITE_CATALOG.loaded('en')!}
      siteCalls={getUntypedClient(trpcClient)}
      mantineEnv="test"
      notificationsArea={<NotificationsArea />}
    >
      <QueryClientProvider client={queryClient}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            {/* As the admin guard does around every admin screen. */}
            <SessionLossRedirect />
            <LocationSpy
              onChange={(current) => {
                location.current = current;
              }}
            />
            {path ? (
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
            ) : (
              ui
            )}
          </MemoryRouter>
        </trpc.Provider>
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, user, store, queryClient, trpcCalls, location };
}
