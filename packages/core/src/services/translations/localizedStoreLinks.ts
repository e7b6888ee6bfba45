import type { EntityManager } from '@mikro-orm/postgresql';
import { storeLinksIn, type App, type LocaleCode } from '@studio/schemas';
import { readLocales } from '../locales';

type WithStoreLinks = Pick<
  App,
  'appStoreLink' | 'playStoreLink' | 'preOrderUrl' | 'preRegistrationUrl'
>;

/**
 * How a language's pages show an app's store links: the App Store in the language's storefront (the
 * admin's choice, else the default), Google Play in the language. The default language's (null) show the
 * links as saved.
 */
export async function storeLinksShownIn(
  em: EntityManager,
  locale: LocaleCode | null,
): Promise<<TApp extends WithStoreLinks>(app: TApp) => TApp> {
  if (locale === null) return (app) => app;
  const { storefronts } = await readLocales(em);
  return (app) => storeLinksIn(app, locale, storefronts);
}
