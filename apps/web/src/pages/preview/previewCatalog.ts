import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The preview page's own texts: its loading head and the screen of a link that no longer shows anything. */
export const PREVIEW_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
