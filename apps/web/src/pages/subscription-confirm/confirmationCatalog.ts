import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The confirmation page's texts: confirmed, or why the link confirms nothing. */
export const CONFIRMATION_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
