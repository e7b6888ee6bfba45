import type { ReactNode } from 'react';
import type { SiteCalls } from './apiCalls/siteCalls';
import type { Messages } from './messages/messages';
import { AppProviders } from './AppProviders';
import { ServerPageContext, type ServerPage } from './pageKit/pageContext';
import { PageLocaleContext, type PageLocale } from './pageKit/pageLocale';
import { RenderYearContext } from './pageKit/renderYear';
import { SiteLanguagesContext, type SiteLanguages } from './pageKit/siteLanguages';
import type { QueryStore } from './queryStore/queryStore';

interface AppProps {
  store: QueryStore;
  /** The page's language and its texts (English on the screens rendered in the browser alone). */
  messages: Messages;
  /** The server's calls while it renders; the browser's otherwise. */
  siteCalls?: SiteCalls;
  /** The year the page renders in: this one, or the server's when hydrating its page. */
  renderYear: number;
  /** The language the page's content is read in: null at the default language's addresses. */
  locale: PageLocale;
  /** The languages a visitor can switch between: none while the site has one. */
  languages: SiteLanguages;
  /** Only while rendering on the server. */
  serverPage?: ServerPage | null;
  /** The router (the browser's, or the server's for one URL) around the routes. */
  children: ReactNode;
}

/** The whole site, the same on the server and in the browser. */
export function App({
  store,
  messages,
  siteCalls,
  renderYear,
  locale,
  languages,
  serverPage = null,
  children,
}: AppProps) {
  return (
    <ServerPageContext.Provider value={serverPage}>
      <RenderYearContext.Provider value={renderYear}>
        <PageLocaleContext.Provider value={locale}>
          <SiteLanguagesContext.Provider value={languages}>
            <AppProviders store={store} messages={messages} siteCalls={siteCalls}>
              {children}
            </AppProviders>
          </SiteLanguagesContext.Provider>
        </PageLocaleContext.Provider>
      </RenderYearContext.Provider>
    </ServerPageContext.Provider>
  );
}
