import type { EntityManager } from '@mikro-orm/postgresql';
import type { App as AppEntity } from '@studio/db';
import type { App, LocaleCode } from '@studio/schemas';
import { toApp } from '../appDto';
import { storeLinksShownIn } from './localizedStoreLinks';
import { translationOf, withTranslation } from './localizedRead';
import { withTranslatedScreenshots } from './translatedScreenshots';
import { APP_TRANSLATIONS_TABLE } from './translationRows';

/**
 * An app as shown in `locale` with its translation there, if any: the translated fields in place of its own,
 * with the sizes of translated screenshots, its store links in that language's stores.
 */
export async function appTranslatedInto(
  em: EntityManager,
  app: App,
  locale: LocaleCode | null,
): Promise<App> {
  const translation = locale && (await translationOf(em, APP_TRANSLATIONS_TABLE, app.id, locale));
  const [translated] = await withTranslatedScreenshots(
    em,
    [app],
    [translation ? withTranslation(app, translation.fields) : app],
  );
  return (await storeLinksShownIn(em, locale))(translated!);
}

/**
 * A public app as a language's pages show it (null: the default language, its own texts). An app is public in
 * every language: a preview shows a translation as the public pages do.
 */
export async function appInLocale(
  em: EntityManager,
  app: AppEntity,
  locale: LocaleCode | null,
): Promise<App> {
  return appTranslatedInto(em, await toApp(em, app), locale);
}
