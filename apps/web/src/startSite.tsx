import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SiteCalls } from './apiCalls/siteCalls';
import { App } from './App';
import { localePrefix } from './pageKit/pageLocale';
import { utcYear } from './pageKit/renderYear';
import { QueryStore } from './queryStore/queryStore';
import { AppRoutes, matchPage } from './routes';
import { hydrateQueries, readPageState } from './ssr/pageState';

/**
 * Starts the site in the browser: hydrates the page the server rendered (its data already in the query
 * store), or renders the shell's screen (sign-in, admin) from scratch. Calls go over HTTP unless
 * `siteCalls` are given (tests).
 */
export async function startSite(document: Document, siteCalls?: SiteCalls): Promise<Root> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const state = readPageState(document);
  const store = new QueryStore();
  if (state) hydrateQueries(store, state);

  const locale = state?.locale ?? null;
  const site = (
    <StrictMode>
      <App
        store={store}
        siteCalls={siteCalls}
        renderYear={state?.year ?? utcYear()}
        locale={locale}
        languages={state?.languages ?? null}
      >
        <BrowserRouter basename={localePrefix(locale)}>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );

  if (!state) {
    const root = createRoot(container);
    root.render(site);
    return root;
  }
  // Loading the page's own chunk first lets hydration find the server's markup at once. Hydration runs
  // in a transition, which React splits into short tasks that leave room for input.
  const prefix = localePrefix(locale) ?? '';
  await matchPage(document.location.pathname.slice(prefix.length) || '/')?.route.page.preload();
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, site);
  });
  return root;
}
