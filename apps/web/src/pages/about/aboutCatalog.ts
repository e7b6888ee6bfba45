import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The about page's own texts: its story, numbers, skills and values, and its head. */
export const ABOUT_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
