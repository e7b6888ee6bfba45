import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The post list's texts and its cards' (the home page shows the cards too). */
export const BLOG_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
