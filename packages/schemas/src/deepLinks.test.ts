import { deepLinksInputSchema } from './deepLinks';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();

function problems(value: unknown): string[] {
  const result = deepLinksInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('deep links', () => {
  it('accepts a complete iOS and Android setup', () => {
    const links = {
      appleTeamId: 'ABCDE12345',
      iosBundleId: 'com.pixelwave.space-miner',
      androidPackage: 'com.pixelwave.space_miner',
      androidSha256Fingerprints: [FINGERPRINT],
    };
    expect(deepLinksInputSchema.parse(links)).toEqual(links);
  });

  it('stores nothing set at all as null', () => {
    expect(
      deepLinksInputSchema.parse({
        appleTeamId: ' ',
        iosBundleId: '',
        androidPackage: null,
        androidSha256Fingerprints: [],
      }),
    ).toBeNull();
    expect(deepLinksInputSchema.parse(undefined)).toBeNull();
  });

  it.each(['ABCDE1234', 'ABCDE123456', 'abcde12345', 'ABCDE-1234'])(
    'refuses the team id %p',
    (appleTeamId) => {
      expect(problems({ appleTeamId })).toEqual([
        'Apple Team ID must be 10 uppercase letters or digits',
      ]);
    },
  );

  it.each(['spaceminer', 'com..example', 'com.example.app!', '.com.example'])(
    'refuses the bundle id %p',
    (iosBundleId) => {
      expect(problems({ iosBundleId })).toEqual([
        'iOS bundle ID must be a reverse-DNS id such as com.example.app',
      ]);
    },
  );

  it.each(['spaceminer', 'com.example-app.game', '1com.example', 'com.9lives'])(
    'refuses the Android package %p',
    (androidPackage) => {
      expect(problems({ androidPackage })).toEqual([
        'Android package must be a reverse-DNS name such as com.example.app',
      ]);
    },
  );

  it.each([
    ['31 bytes', FINGERPRINT.slice(3)],
    ['33 bytes', `${FINGERPRINT}:AB`],
    ['no colons', FINGERPRINT.replace(/:/g, '')],
    ['a non-hex byte', `ZZ${FINGERPRINT.slice(2)}`],
  ])('refuses a fingerprint with %s', (_case, fingerprint) => {
    expect(problems({ androidSha256Fingerprints: [fingerprint] })).toEqual([
      'Each SHA-256 fingerprint must be 32 hex bytes separated by colons (AB:CD:…)',
    ]);
  });

  it('writes fingerprints in uppercase, once each', () => {
    const links = deepLinksInputSchema.parse({
      androidPackage: 'com.example.app',
      androidSha256Fingerprints: [FINGERPRINT.toLowerCase(), FINGERPRINT],
    });
    expect(links?.androidSha256Fingerprints).toEqual([FINGERPRINT]);
  });
});
