import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SiteCalls } from './apiCalls/siteCalls';
import { App } from './App';
import { loadPage } from './pageKit/pageComponent';
import { localePrefix } from './pageKit/pageLocale';
import { SITE_CATALOG } from './messages/siteCatalog';
import { uiLocaleOf } from './messages/uiLocales';
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
  const prefix = localePrefix(locale) ?? '';
  // Before the first render, which must show the server's texts: the site's catalog (the interface's
  // language is the document's lang, which the server set to the page's) and, when hydrating, the page's
  // own chunk and catalogs, so that hydration finds the server's markup at once.
  const uiLocale = uiLocaleOf(document.documentElement.lang);
  const page = state && matchPage(document.location.pathname.slice(prefix.length) || '/');
  const [messages] = await Promise.all([
    SITE_CATALOG.load(uiLocale),
    page && loadPage(page.route.page, uiLocale),
  ]);
  const site = (
    <StrictMode>
      <App
        store={store}
        messages={messages}
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
  // Hydration runs in a transition, which React splits into short tasks that leave room for input.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, site);
  });
  return root;
}
