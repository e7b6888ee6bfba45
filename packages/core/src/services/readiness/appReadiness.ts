import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import {
  APP_NOT_FOUND_MESSAGE,
  appDocumentPath,
  appPath,
  appStoreAppId,
  parseMediaEntry,
  playStorePackage,
  type AppReadiness,
  type LocalesInput,
  type Readiness,
  type ReadinessCheck,
  type ReadinessCheckId,
} from '@studio/schemas';
import { notFound } from '../../errors';
import { storeTextSources } from '../fastlane/fastlaneExport';
import { readLocales } from '../locales';
import { iconSize } from './iconSize';
import { privacyDeclarationCheck } from './privacyDeclarationCheck';
import { storeTextsCheck } from './storeTextsCheck';
import { storeTranslationsCheck } from './storeTranslationsCheck';

const MIN_ICON_PIXELS = 512;
const MIN_SCREENSHOTS = 2;

const pass = (id: ReadinessCheckId, message: string): ReadinessCheck => ({ id, ok: true, message });
const fail = (id: ReadinessCheckId, message: string): ReadinessCheck => ({
  id,
  ok: false,
  message,
});

function legalTextCheck(
  id: ReadinessCheckId,
  text: string | null | undefined,
  page: string,
  missing: string,
): ReadinessCheck {
  return text ? pass(id, `Shown at ${page}.`) : fail(id, missing);
}

async function iconCheck(em: EntityManager, icon: string): Promise<ReadinessCheck> {
  const size = await iconSize(em, icon);
  switch (size.kind) {
    case 'notUploaded':
      return pass('icon', 'The icon is not an uploaded image, so its size is not checked.');
    case 'vector':
      return pass('icon', 'The icon is an SVG, which scales to any size.');
    case 'unmeasured':
      return fail('icon', 'The icon was uploaded before sizes were recorded: upload it again.');
    case 'raster': {
      const dimensions = `${size.width}×${size.height}`;
      return size.width >= MIN_ICON_PIXELS && size.height >= MIN_ICON_PIXELS
        ? pass('icon', `The icon is ${dimensions}.`)
        : fail(
            'icon',
            `The icon is ${dimensions}: upload one of at least ${MIN_ICON_PIXELS}×${MIN_ICON_PIXELS}.`,
          );
    }
  }
}

function screenshotsCheck(screenshots: readonly string[]): ReadinessCheck {
  const images = screenshots.filter((entry) => parseMediaEntry(entry)?.kind === 'image').length;
  return images >= MIN_SCREENSHOTS
    ? pass('screenshots', `${images} screenshots.`)
    : fail(
        'screenshots',
        `Add at least ${MIN_SCREENSHOTS} screenshots (images, not videos): there ${images === 1 ? 'is 1' : `are ${images}`}.`,
      );
}

function storeLinksCheck(app: AppEntity): ReadinessCheck {
  const problems: string[] = [];
  if (app.appStoreLink && !appStoreAppId(app.appStoreLink)) {
    problems.push('the App Store link must be an https://apps.apple.com address with the app id');
  }
  if (app.playStoreLink && !playStorePackage(app.playStoreLink)) {
    problems.push(
      'the Google Play link must be https://play.google.com/store/apps/details?id=<package>',
    );
  }
  if (problems.length) return fail('storeLinks', `Fix the store links: ${problems.join('; ')}.`);
  if (!app.appStoreLink && !app.playStoreLink) {
    return pass('storeLinks', 'No store links yet: add them once the app is live.');
  }
  return pass('storeLinks', 'The store links are in the right form.');
}

function deepLinksCheck(app: AppEntity): ReadinessCheck {
  const links = app.deepLinks;
  if (!links) return pass('deepLinks', 'No deep links are set up.');
  const problems: string[] = [];
  if (Boolean(links.appleTeamId) !== Boolean(links.iosBundleId)) {
    problems.push('set both the Apple Team ID and the iOS bundle ID (or neither)');
  }
  if (Boolean(links.androidPackage) !== links.androidSha256Fingerprints.length > 0) {
    problems.push('set both the Android package and at least one SHA-256 fingerprint (or neither)');
  }
  const playPackage = app.playStoreLink ? playStorePackage(app.playStoreLink) : null;
  if (links.androidPackage && playPackage && links.androidPackage !== playPackage) {
    problems.push(
      `the Android package ${links.androidPackage} differs from the Google Play link's id ${playPackage}`,
    );
  }
  return problems.length
    ? fail('deepLinks', `Fix the deep links: ${problems.join('; ')}.`)
    : pass('deepLinks', `Deep links open ${appPath(app.slug)} and its pages in the app.`);
}

/** An app's readiness, for the site's languages as given. */
async function readinessOf(
  em: EntityManager,
  app: AppEntity,
  chosen: LocalesInput,
  siteOrigin: string,
): Promise<Readiness> {
  const [declared, icon, storeTexts] = await Promise.all([
    privacyDeclarationCheck(em, app),
    iconCheck(em, app.icon),
    storeTextSources(em, app, chosen),
  ]);
  return {
    checks: [
      legalTextCheck(
        'privacyPolicy',
        app.privacyLink,
        appDocumentPath(app.slug, 'privacy'),
        'Add a privacy policy: both stores require one.',
      ),
      legalTextCheck(
        'termsOfUse',
        app.termsLink,
        appDocumentPath(app.slug, 'terms'),
        'Add terms of use, so the store listing can link to them.',
      ),
      app.supportEmail || app.supportUrl
        ? pass('supportContact', `Support: ${app.supportEmail ?? app.supportUrl}.`)
        : fail(
            'supportContact',
            'Add a support e-mail or a support URL: both stores ask how users reach you.',
          ),
      legalTextCheck(
        'accountDeletion',
        app.accountDeletion,
        appDocumentPath(app.slug, 'accountDeletion'),
        'Add account-deletion instructions: Google Play asks for a page that tells users how to delete their account and data.',
      ),
      declared,
      icon,
      screenshotsCheck(app.screenshots),
      storeLinksCheck(app),
      storeTextsCheck(storeTexts, siteOrigin),
      storeTranslationsCheck(app, storeTexts),
      deepLinksCheck(app),
    ],
  };
}

/** What an app still needs before a store review, check by check, each with what to do when it fails. */
export async function appReadiness(
  em: EntityManager,
  id: number,
  siteOrigin: string,
): Promise<Readiness> {
  const app = await em.findOne(AppEntity, { id });
  if (!app) throw notFound(APP_NOT_FOUND_MESSAGE);
  return readinessOf(em, app, await readLocales(em), siteOrigin);
}

/**
 * Every app's readiness, for the admin's list of apps (by id): the site's languages, which every app's
 * checks read, are read once for the list.
 */
export async function appsReadiness(
  em: EntityManager,
  siteOrigin: string,
): Promise<AppReadiness[]> {
  const [apps, chosen] = await Promise.all([
    em.find(AppEntity, {}, { orderBy: { id: 'asc' } }),
    readLocales(em),
  ]);
  const answers: AppReadiness[] = [];
  // One app after another: each runs its own few reads at once.
  for (const app of apps) {
    answers.push({ id: app.id, ...(await readinessOf(em, app, chosen, siteOrigin)) });
  }
  return answers;
}
