import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The app list's texts and its cards' (the home page shows the cards too), with the categories' names. */
export const APPS_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
