import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The unsubscribe page's texts: its question and button, the done notice, and why a link does nothing. */
export const UNSUBSCRIBE_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
