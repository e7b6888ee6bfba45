import type { EntityManager } from '@mikro-orm/postgresql';
import type { App as AppEntity } from '@studio/db';
import type { App, LocaleCode } from '@studio/schemas';
import { toApp } from '../appDto';
import { storeLinksShownIn } from './localizedStoreLinks';
import { translationOf, withTranslation } from './localizedRead';
import { APP_TRANSLATIONS_TABLE } from './translationRows';

/**
 * A public app as a language's pages show it (null: the default language, its own texts): its translation's
 * fields where it has them (an app is public in every language), its store links in that language's stores.
 */
export async function appInLocale(
  em: EntityManager,
  app: AppEntity,
  locale: LocaleCode | null,
): Promise<App> {
  const found = await toApp(em, app);
  const translation = locale && (await translationOf(em, APP_TRANSLATIONS_TABLE, app.id, locale));
  const shown = await storeLinksShownIn(em, locale);
  return shown(translation ? withTranslation(found, translation.fields) : found);
}
