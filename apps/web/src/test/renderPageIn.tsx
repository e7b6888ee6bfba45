import type { ReactElement } from 'react';
import type { PageHead } from '../head/pageHead';
import { MessagesContext } from '../messages/MessagesContext';
import { SITE_CATALOG } from '../messages/siteCatalog';
import type { AnyCatalog } from '../messages/textCatalog';
import type { UiLocale } from '../messages/uiLocales';
import { ServerPageContext } from '../pageKit/pageContext';
import { PageLocaleContext } from '../pageKit/pageLocale';
import { renderWithProviders, type RenderOptions } from './renderWithProviders';

/**
 * A page as it renders in `locale` (at its addresses in that language: English is the default's), its catalogs
 * loaded first as its route does; it gives the head the page declares, as the server gets it.
 */
export async function renderPageIn(
  locale: UiLocale,
  page: ReactElement,
  { catalogs, ...options }: RenderOptions & { catalogs: readonly AnyCatalog[] },
): Promise<{ current: PageHead | null }> {
  const [site] = await Promise.all([
    SITE_CATALOG.load(locale),
    ...catalogs.map((catalog) => catalog.load(locale)),
  ]);
  const head: { current: PageHead | null } = { current: null };
  const serverPage = {
    origin: 'https://studio.example.com',
    setHead: (built: PageHead) => {
      head.current = built;
    },
    setStatus: () => undefined,
  };
  renderWithProviders(
    <PageLocaleContext.Provider value={locale === 'en' ? null : locale}>
      <MessagesContext.Provider value={site}>
        <ServerPageContext.Provider value={serverPage}>{page}</ServerPageContext.Provider>
      </MessagesContext.Provider>
    </PageLocaleContext.Provider>,
    options,
  );
  return head;
}
