import type { CatalogKey } from '../../../messages/textCatalog';
import type { LegalText } from '../legalDocument';
import { COOKIES_CATALOG } from './cookiesCatalog';

/** What the site stores in the browser, at /cookies. */
export const COOKIE_POLICY: LegalText<CatalogKey<typeof COOKIES_CATALOG>> = {
  catalog: COOKIES_CATALOG,
  updated: '2025-01-15',
  sections: ['necessary', 'localStorage', 'thirdParty', 'managing', 'contact'],
};
