import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The press kit page's texts: its sections, fact sheet terms, pictures' and videos' names, error and head. */
export const PRESS_KIT_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
