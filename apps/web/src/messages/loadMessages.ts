import type { Catalog } from './catalog';
import { createMessages, type Messages } from './messages';
import type { UiLocale } from './uiLocales';

/** Each locale's catalog in a chunk of its own, so that a page loads its language's only. */
const CATALOGS: Record<UiLocale, () => Promise<{ default: unknown }>> = {
  en: () => import('./catalogs/en.json'),
  de: () => import('./catalogs/de.json'),
  ja: () => import('./catalogs/ja.json'),
};

/** The interface's texts in `locale`, loaded before the page renders. */
export async function loadMessages(locale: UiLocale): Promise<Messages> {
  // The build compiles the catalog's JSON into functions (vite-plugins/compiledCatalogs.ts).
  const catalog = (await CATALOGS[locale]()).default as Catalog;
  return createMessages(locale, catalog);
}
