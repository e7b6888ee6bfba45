import type { AppInput, PrivacyDeclaration } from '@studio/schemas';
import {
  collectedData,
  collectingDeclaration,
  NO_DATA_DECLARATION as COLLECTS_NOTHING,
} from '@studio/schemas/testing';
import { ADMIN, appFields, callAs, failureOf, useTestDatabase } from '../testing/harness';
import { storedImage } from '../testing/storedImage';

const orm = useTestDatabase();

const FINGERPRINT = Array.from({ length: 32 }, () => 'AB').join(':');

/** An icon stored as the upload route stores images: with the pixel size it measured. */
const uploadedIcon = (width: number | null, height: number | null) =>
  storedImage(orm(), 'icon.png', width, height);

async function readiness(
  overrides: Partial<AppInput> = {},
  declaration: PrivacyDeclaration | null = null,
) {
  const admin = callAs(orm(), ADMIN).caller;
  const app = await admin.admin.apps.create(appFields(overrides));
  if (declaration) await admin.admin.apps.savePrivacyDeclaration({ id: app.id, ...declaration });
  const { checks } = await admin.admin.apps.readiness({ id: app.id });
  return Object.fromEntries(checks.map(({ id, ok, message }) => [id, { ok, message }]));
}

const READY: Partial<AppInput> = {
  privacyLink: 'We collect nothing.',
  termsLink: 'Play fair.',
  supportEmail: 'help@pixelwave.example',
  accountDeletion: 'Settings → Account → Delete account.',
  screenshots: ['/api/files/a/one.png', '/api/files/b/two.png'],
  appStoreLink: 'https://apps.apple.com/app/id6470018231',
  playStoreLink: 'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer',
  deepLinks: {
    appleTeamId: 'ABCDE12345',
    iosBundleId: 'com.pixelwave.spaceminer',
    androidPackage: 'com.pixelwave.spaceminer',
    androidSha256Fingerprints: [FINGERPRINT],
  },
};

describe('store readiness', () => {
  it('passes every check, in order, for an app with everything in place', async () => {
    const admin = callAs(orm(), ADMIN).caller;
    const app = await admin.admin.apps.create(appFields(READY));
    await admin.admin.apps.savePrivacyDeclaration({ id: app.id, ...COLLECTS_NOTHING });
    const { checks } = await admin.admin.apps.readiness({ id: app.id });
    expect(checks.map(({ id, ok }) => [id, ok])).toEqual([
      ['privacyPolicy', true],
      ['termsOfUse', true],
      ['supportContact', true],
      ['accountDeletion', true],
      ['privacyDeclaration', true],
      ['icon', true],
      ['screenshots', true],
      ['storeLinks', true],
      ['storeTexts', true],
      ['storeTranslations', true],
      ['deepLinks', true],
    ]);
  });

  it('says what to add when the legal pages and support contact are missing', async () => {
    const checks = await readiness({ privacyLink: null, termsLink: null });
    expect(checks.privacyPolicy).toEqual({
      ok: false,
      message: 'Add a privacy policy: both stores require one.',
    });
    expect(checks.termsOfUse?.ok).toBe(false);
    expect(checks.supportContact).toEqual({
      ok: false,
      message: 'Add a support e-mail or a support URL: both stores ask how users reach you.',
    });
    expect(checks.accountDeletion?.message).toMatch(/^Add account-deletion instructions/);
  });

  it('accepts a support URL instead of an e-mail', async () => {
    const checks = await readiness({ supportUrl: 'https://pixelwave.example/help' });
    expect(checks.supportContact).toEqual({
      ok: true,
      message: 'Support: https://pixelwave.example/help.',
    });
  });

  it('asks for an uploaded icon of at least 512×512', async () => {
    expect((await readiness({ icon: await uploadedIcon(256, 256) })).icon).toEqual({
      ok: false,
      message: 'The icon is 256×256: upload one of at least 512×512.',
    });
    expect((await readiness({ slug: 'big', icon: await uploadedIcon(1024, 1024) })).icon).toEqual({
      ok: true,
      message: 'The icon is 1024×1024.',
    });
  });

  it('asks again for an icon uploaded before sizes were recorded', async () => {
    expect((await readiness({ icon: await uploadedIcon(null, null) })).icon).toEqual({
      ok: false,
      message: 'The icon was uploaded before sizes were recorded: upload it again.',
    });
  });

  it('does not measure an icon that is no uploaded file', async () => {
    expect((await readiness({ icon: 'https://cdn.example.com/icon.png' })).icon?.ok).toBe(true);
  });

  it('asks for two screenshots, not counting videos', async () => {
    const checks = await readiness({
      screenshots: ['/api/files/a/one.png', 'https://youtu.be/dQw4w9WgXcQ'],
    });
    expect(checks.screenshots).toEqual({
      ok: false,
      message: 'Add at least 2 screenshots (images, not videos): there is 1.',
    });
  });

  it('flags a stored store link in the wrong form', async () => {
    const app = await callAs(orm(), ADMIN).caller.admin.apps.create(appFields());
    // Saved before the links were checked, as older data may be.
    await orm().em.execute("update apps set app_store_link = 'https://example.com/app'");
    const { checks } = await callAs(orm(), ADMIN).caller.admin.apps.readiness({ id: app.id });
    expect(checks.find((check) => check.id === 'storeLinks')).toEqual({
      id: 'storeLinks',
      ok: false,
      message:
        'Fix the store links: the App Store link must be an https://apps.apple.com address with the app id.',
    });
  });

  it('flags deep links that do not fit together', async () => {
    const checks = await readiness({
      playStoreLink: 'https://play.google.com/store/apps/details?id=com.pixelwave.other',
      deepLinks: {
        appleTeamId: 'ABCDE12345',
        androidPackage: 'com.pixelwave.spaceminer',
        androidSha256Fingerprints: [FINGERPRINT],
      },
    });
    expect(checks.deepLinks).toEqual({
      ok: false,
      message:
        "Fix the deep links: set both the Apple Team ID and the iOS bundle ID (or neither); the Android package com.pixelwave.spaceminer differs from the Google Play link's id com.pixelwave.other.",
    });
  });

  it('asks for a privacy declaration once the app has store links', async () => {
    expect((await readiness({ appStoreLink: READY.appStoreLink })).privacyDeclaration).toEqual({
      ok: false,
      message:
        "Declare the data the app collects: the App Store's privacy details and Google Play's Data safety form ask for it.",
    });
    expect(
      (await readiness({ slug: 'unlisted', appStoreLink: null, playStoreLink: null }))
        .privacyDeclaration,
    ).toEqual({
      ok: true,
      message: 'No store links yet: declare the data the app collects before it goes live.',
    });
    expect(
      (await readiness({ slug: 'declared', ...READY }, COLLECTS_NOTHING)).privacyDeclaration,
    ).toEqual({ ok: true, message: 'Declared: the app collects no data.' });
  });

  it('asks for the account-deletion page when the declaration lets users ask for deletion', async () => {
    const declaration = collectingDeclaration([collectedData('EMAIL_ADDRESS')], {
      deletionRequests: true,
    });
    expect(
      (await readiness({ ...READY, accountDeletion: null }, declaration)).privacyDeclaration,
    ).toEqual({
      ok: false,
      message:
        'The declaration says users can ask for their data to be deleted: add account-deletion instructions, the page Google Play links to.',
    });
    expect(
      (await readiness({ slug: 'deletable', ...READY }, declaration)).privacyDeclaration,
    ).toEqual({ ok: true, message: 'Declared: the app collects 1 data type.' });
  });

  it("flags a text over a store's limit, in any language of the site", async () => {
    expect(
      (await readiness({ name: 'Space Miner: The Asteroid Belt Edition' })).storeTexts,
    ).toEqual({
      ok: false,
      message:
        "Shorten the texts over a store's limit (the fastlane export cuts them): fastlane/metadata/en-US/name.txt: cut to the store's limit of 30 characters; fastlane/metadata/android/en-US/title.txt: cut to the store's limit of 30 characters.",
    });

    const admin = callAs(orm(), ADMIN).caller.admin;
    await admin.settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
    const app = await admin.apps.create(appFields({ slug: 'translated' }));
    await admin.apps.saveTranslation({
      id: app.id,
      locale: 'de',
      name: 'Weltraumschürfer: Die Gürtel-Ausgabe',
    });
    const { checks } = await admin.apps.readiness({ id: app.id });
    expect(checks.find((check) => check.id === 'storeTexts')).toEqual({
      id: 'storeTexts',
      ok: false,
      message:
        "Shorten the texts over a store's limit (the fastlane export cuts them): fastlane/metadata/de-DE/name.txt: cut to the store's limit of 30 characters; fastlane/metadata/android/de-DE/title.txt: cut to the store's limit of 30 characters.",
    });
  });

  it('lists per language what the store listing needs and the translation lacks', async () => {
    const admin = callAs(orm(), ADMIN).caller.admin;
    await admin.settings.saveLocales({ default: 'en', locales: ['en', 'de', 'ja'] });
    const app = await admin.apps.create(appFields({ slug: 'listed', ...READY }));
    await admin.apps.saveTranslation({
      id: app.id,
      locale: 'de',
      name: 'Weltraumschürfer',
      description: 'Schürfe Asteroiden.',
    });
    const translations = async () =>
      (await admin.apps.readiness({ id: app.id })).checks.find(
        (check) => check.id === 'storeTranslations',
      );
    expect(await translations()).toEqual({
      id: 'storeTranslations',
      ok: false,
      message:
        "Translate what each language's store listing shows, or it shows the default language's: Deutsch (de): privacy policy; 日本語 (ja): name, description, privacy policy.",
    });

    await admin.settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
    await admin.apps.saveTranslation({
      id: app.id,
      locale: 'de',
      name: 'Weltraumschürfer',
      description: 'Schürfe Asteroiden.',
      privacyLink: 'https://example.com/de/datenschutz',
    });
    expect(await translations()).toMatchObject({ ok: true });
  });

  it("gives the apps list every app's checks, each as the app's own readiness answers them", async () => {
    const admin = callAs(orm(), ADMIN).caller.admin;
    await admin.settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
    const ready = await admin.apps.create(appFields({ slug: 'ready', ...READY }));
    await admin.apps.savePrivacyDeclaration({ id: ready.id, ...COLLECTS_NOTHING });
    await admin.apps.saveTranslation({
      id: ready.id,
      locale: 'de',
      name: 'Weltraumschürfer: Die Gürtel-Ausgabe',
      description: 'Schürfe Asteroiden.',
      privacyLink: 'https://example.com/de/datenschutz',
    });
    const bare = await admin.apps.create(appFields({ slug: 'bare', privacyLink: null }));

    const all = await admin.apps.readinessOfAll();
    expect(all).toEqual([
      { id: ready.id, ...(await admin.apps.readiness({ id: ready.id })) },
      { id: bare.id, ...(await admin.apps.readiness({ id: bare.id })) },
    ]);
    const failing = all.map(({ checks }) => checks.filter(({ ok }) => !ok).map(({ id }) => id));
    expect(failing).toEqual([
      ['storeTexts'],
      [
        'privacyPolicy',
        'supportContact',
        'accountDeletion',
        'privacyDeclaration',
        'screenshots',
        'storeTranslations',
      ],
    ]);
  });

  it('answers 404 for an unknown app and 403 for a non-admin', async () => {
    expect(await failureOf(callAs(orm(), ADMIN).caller.admin.apps.readiness({ id: 99 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'App not found',
    });
    expect(
      await failureOf(
        callAs(orm(), { id: 2, username: 'visitor', isAdmin: false }).caller.admin.apps.readiness({
          id: 1,
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await failureOf(
        callAs(orm(), {
          id: 2,
          username: 'visitor',
          isAdmin: false,
        }).caller.admin.apps.readinessOfAll(),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
