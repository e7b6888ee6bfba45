import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createQueryClient } from './queryClient';
import { AppRoutes, matchPage } from './routes';
import { hydrateQueries, readPageState } from './ssr/pageState';
import { createTrpcClient } from './trpc';
import './theme/mantineStyles';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const state = readPageState(document);
const queryClient = createQueryClient();
if (state) hydrateQueries(queryClient, state);

const site = (
  <StrictMode>
    <App
      queryClient={queryClient}
      trpcClient={createTrpcClient()}
      renderTime={state?.renderTime ?? Date.now()}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

if (state) {
  // The page's chunk is already on its way (the server preloads it); with it in hand, hydration finds
  // the server's markup at once.
  await matchPage(window.location.pathname)?.route.page.preload();
  hydrateRoot(root, site);
} else {
  createRoot(root).render(site);
}
