import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import {
  APP_NOT_FOUND_MESSAGE,
  describeLocales,
  type AdminRelease,
  type App,
  type LocalesInput,
} from '@studio/schemas';
import { notFound } from '../../errors';
import { toApp } from '../appDto';
import { readLocales } from '../locales';
import { releasesOfApp } from '../releases';
import { releaseIn } from '../translations/releaseInLocale';
import { withTranslation } from '../translations/localizedRead';
import {
  APP_TRANSLATIONS_TABLE,
  savedTranslations,
  type SavedTranslation,
} from '../translations/translationRows';
import { fastlaneMetadata, type FastlaneMetadata } from './fastlaneMetadata';

/** The export of one app, with what names and dates its ZIP. */
export interface FastlaneExport {
  slug: string;
  updatedAt: Date;
  metadata: FastlaneMetadata;
}

/**
 * What an app's store texts are made from, each read once: the app as the API answers it, the site's
 * languages, the app's translations and its releases (newest first). The store-readiness checks read the
 * same, so they read it once for the export's cut and their own.
 */
export interface StoreTextSources {
  app: App;
  locales: LocalesInput;
  translations: readonly SavedTranslation[];
  releases: readonly AdminRelease[];
}

/**
 * Reads the sources of the app's store texts; the site's languages only when not given (a list of apps
 * reads them once for all).
 */
export async function storeTextSources(
  em: EntityManager,
  entity: AppEntity,
  chosen?: LocalesInput,
): Promise<StoreTextSources> {
  const [app, locales, translations, releases] = await Promise.all([
    toApp(em, entity),
    chosen ?? readLocales(em),
    savedTranslations(em, APP_TRANSLATIONS_TABLE, entity.id),
    releasesOfApp(em, entity.id),
  ]);
  return { app, locales, translations, releases };
}

/**
 * The app's store texts in fastlane's layout, in every language of the site: the default language's from the
 * app, the others from its translation there, each missing field falling back to the default's; so do the
 * release notes, each from the release's translation there.
 */
export function storeTextsMetadata(
  { app, locales, translations, releases }: StoreTextSources,
  siteOrigin: string,
): FastlaneMetadata {
  const fieldsIn = new Map(translations.map(({ locale, fields }) => [locale, fields]));
  const described = describeLocales(locales);
  return fastlaneMetadata(
    described.locales.map(({ code: locale }) => ({
      locale,
      locales: described,
      app: locale === described.default ? app : withTranslation(app, fieldsIn.get(locale) ?? {}),
      siteOrigin,
      releases: releases.map((release) => releaseIn(release, locale)),
    })),
  );
}

/** The export of the app's store texts (see `storeTextsMetadata`). Any app, scheduled ones included. */
export async function fastlaneExport(
  em: EntityManager,
  appId: number,
  siteOrigin: string,
): Promise<FastlaneExport> {
  const entity = await em.findOne(AppEntity, { id: appId });
  if (!entity) throw notFound(APP_NOT_FOUND_MESSAGE);
  const sources = await storeTextSources(em, entity);
  return {
    slug: sources.app.slug,
    updatedAt: entity.updatedAt,
    metadata: storeTextsMetadata(sources, siteOrigin),
  };
}
