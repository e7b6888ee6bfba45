import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The releases page's texts: its heading, feed link, empty and error screens, and its head. */
export const RELEASES_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
