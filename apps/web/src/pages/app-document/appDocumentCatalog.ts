import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The texts of an app's documents' pages: their titles, heads, states and the privacy declaration's words. */
export const APP_DOCUMENT_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
