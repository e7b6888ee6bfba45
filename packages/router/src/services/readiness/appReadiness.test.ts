import { storeFile, fileUrl } from '@studio/db';
import type { AppInput } from '@studio/schemas';
import { ADMIN, appFields, callAs, failureOf, useTestDatabase } from '../../testing/harness';

const orm = useTestDatabase();

const FINGERPRINT = Array.from({ length: 32 }, () => 'AB').join(':');

/** The start of a PNG of this size: enough for its size to be read. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(6, 25);
  return header;
}

/** A JPEG whose size is stated only after a 64 KB metadata block, as phone photos can be. */
function jpegWithLargeMetadata(width: number, height: number): Buffer {
  const metadata = Buffer.alloc(4 + 65533);
  metadata.writeUInt16BE(0xffe1, 0);
  metadata.writeUInt16BE(65535, 2);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    metadata,
    frame,
    Buffer.alloc(9),
    Buffer.from([0xff, 0xd9]),
  ]);
}

async function uploadedIcon(
  width: number,
  height: number,
  format: 'png' | 'jpeg' = 'png',
): Promise<string> {
  const bytes = format === 'png' ? pngHeader(width, height) : jpegWithLargeMetadata(width, height);
  const file = await storeFile(orm().em.fork(), {
    filename: `icon.${format}`,
    mimetype: `image/${format}`,
    content: (async function* () {
      yield bytes;
    })(),
  });
  return fileUrl(file);
}

async function readiness(overrides: Partial<AppInput> = {}) {
  const admin = callAs(orm(), ADMIN).caller;
  const app = await admin.admin.apps.create(appFields(overrides));
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
    const { checks } = await admin.admin.apps.readiness({ id: app.id });
    expect(checks.map(({ id, ok }) => [id, ok])).toEqual([
      ['privacyPolicy', true],
      ['termsOfUse', true],
      ['supportContact', true],
      ['accountDeletion', true],
      ['icon', true],
      ['screenshots', true],
      ['storeLinks', true],
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

  it('measures a JPEG icon whose size comes after a large metadata block', async () => {
    expect((await readiness({ icon: await uploadedIcon(600, 600, 'jpeg') })).icon).toEqual({
      ok: true,
      message: 'The icon is 600×600.',
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
  });
});
