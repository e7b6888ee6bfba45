import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The contact page's texts. */
export const CONTACT_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
