import type english from './catalogs/en.json';
import { defineCatalog } from '../../messages/textCatalog';

/** The app page's texts: its sections, store buttons, launch sign-up, media strip and error screen. */
export const APP_CATALOG = defineCatalog<typeof english>({
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
});
