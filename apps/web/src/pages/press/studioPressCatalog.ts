import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The studio press page's own texts: its headings, the fact sheet's terms, its error and its head. */
export const STUDIO_PRESS_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
