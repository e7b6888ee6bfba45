import type english from './catalogs/en.json';
import { defineCatalog } from './textCatalog';

/** The site's own texts, which every page shows: the layout's, the status screens' and the language offers'. */
export const SITE_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
