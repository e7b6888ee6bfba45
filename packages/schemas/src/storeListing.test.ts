import { appInputSchema } from './app';
import { releaseInputSchema, VERSION_CODE_MESSAGE } from './release';
import { STORE_LISTING_MESSAGES } from './storeListing';
import { messagesFor } from './testing';

const validApp = {
  name: 'Space Miner',
  slug: 'space-miner',
  description: 'Mine asteroids across the galaxy.',
  shortDescription: 'An arcade mining game.',
  category: 'Game',
  icon: '/api/files/abc/icon.png',
  screenshots: ['/api/files/abc/shot.png'],
};

describe("an app's store listing texts", () => {
  it('are empty when not given, as for clients that never send them', () => {
    expect(appInputSchema.parse(validApp)).toMatchObject({
      subtitle: null,
      keywords: null,
      promotionalText: null,
      marketingUrl: null,
    });
  });

  it('take texts within the App Store’s limits, trimmed', () => {
    const parsed = appInputSchema.parse({
      ...validApp,
      subtitle: ' Mine the asteroid belt ',
      keywords: 'mining,space,arcade',
      promotionalText: 'New: the comet season.',
      marketingUrl: 'https://studio.example/space-miner',
    });
    expect(parsed).toMatchObject({
      subtitle: 'Mine the asteroid belt',
      keywords: 'mining,space,arcade',
      promotionalText: 'New: the comet season.',
      marketingUrl: 'https://studio.example/space-miner',
    });
  });

  it('refuse a subtitle over 30 characters', () => {
    expect(
      messagesFor(appInputSchema, { ...validApp, subtitle: 'x'.repeat(31) }, 'subtitle'),
    ).toEqual([STORE_LISTING_MESSAGES.subtitle]);
  });

  it('refuse keywords over 100 bytes, counting a Japanese character as 3', () => {
    expect(appInputSchema.parse({ ...validApp, keywords: '宇'.repeat(33) }).keywords).toHaveLength(
      33,
    );
    expect(
      messagesFor(appInputSchema, { ...validApp, keywords: '宇'.repeat(34) }, 'keywords'),
    ).toEqual([STORE_LISTING_MESSAGES.keywords]);
  });

  it('refuse a promotional text over 170 characters', () => {
    expect(
      messagesFor(
        appInputSchema,
        { ...validApp, promotionalText: 'x'.repeat(171) },
        'promotionalText',
      ),
    ).toEqual([STORE_LISTING_MESSAGES.promotionalText]);
  });

  it('refuse a marketing URL that is no web address', () => {
    expect(
      messagesFor(appInputSchema, { ...validApp, marketingUrl: 'studio.example' }, 'marketingUrl'),
    ).toEqual([STORE_LISTING_MESSAGES.marketingUrl]);
  });
});

describe("a release's version code", () => {
  const release = { version: '1.1.0', releasedAt: '2027-05-01', notes: 'New seeds.' };

  it('is empty when not given', () => {
    expect(releaseInputSchema.parse(release).versionCode).toBeNull();
  });

  it('is a positive whole number', () => {
    expect(releaseInputSchema.parse({ ...release, versionCode: 42 }).versionCode).toBe(42);
    for (const versionCode of [0, 1.5, '42', 2_100_000_001]) {
      expect(messagesFor(releaseInputSchema, { ...release, versionCode }, 'versionCode')).toEqual([
        VERSION_CODE_MESSAGE,
      ]);
    }
  });
});
