import type english from './catalogs/en.json';
import { defineCatalog } from '../../../messages/textCatalog';

/** The privacy policy's words in each language the interface ships. */
export const PRIVACY_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
