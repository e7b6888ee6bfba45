import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The home page's own texts: its hero and its sections' headings. */
export const HOME_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
