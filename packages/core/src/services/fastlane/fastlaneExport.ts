import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import { APP_NOT_FOUND_MESSAGE, describeLocales } from '@studio/schemas';
import { notFound } from '../../errors';
import { toApp } from '../appDto';
import { readLocales } from '../locales';
import { releasesOfApp } from '../releases';
import { withTranslation } from '../translations/localizedRead';
import { APP_TRANSLATIONS_TABLE, savedTranslations } from '../translations/translationRows';
import { fastlaneMetadata, type FastlaneMetadata } from './fastlaneMetadata';

/** The export of one app, with what names and dates its ZIP. */
export interface FastlaneExport {
  slug: string;
  updatedAt: Date;
  metadata: FastlaneMetadata;
}

/**
 * The app's store texts in fastlane's layout, in every language of the site: the default language's from the
 * app, the others from its translation there, each missing field falling back to the default's. Release notes
 * have no translations: every locale carries the default language's. Any app, scheduled ones included.
 */
export async function fastlaneExport(
  em: EntityManager,
  appId: number,
  siteOrigin: string,
): Promise<FastlaneExport> {
  const entity = await em.findOne(AppEntity, { id: appId });
  if (!entity) throw notFound(APP_NOT_FOUND_MESSAGE);
  const [app, chosen, translations, releases] = await Promise.all([
    toApp(em, entity),
    readLocales(em),
    savedTranslations(em, APP_TRANSLATIONS_TABLE, appId),
    releasesOfApp(em, appId),
  ]);
  const fieldsIn = new Map(translations.map(({ locale, fields }) => [locale, fields]));
  const locales = describeLocales(chosen);
  const metadata = fastlaneMetadata(
    locales.locales.map(({ code: locale }) => ({
      locale,
      locales,
      app: locale === locales.default ? app : withTranslation(app, fieldsIn.get(locale) ?? {}),
      siteOrigin,
      releases,
    })),
  );
  return { slug: app.slug, updatedAt: entity.updatedAt, metadata };
}
