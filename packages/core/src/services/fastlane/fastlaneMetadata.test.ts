import { describeLocales, type AdminRelease, type App } from '@studio/schemas';
import { fastlaneMetadata } from './fastlaneMetadata';
import type { LocalizedApp } from './storeFields';

const APP = {
  name: 'Space Miner',
  slug: 'space-miner',
  description: 'Mine asteroids.',
  shortDescription: 'An arcade mining game.',
  subtitle: null,
  keywords: null,
  promotionalText: null,
  privacyLink: null,
  supportUrl: null,
  marketingUrl: null,
  screenshots: [],
} as unknown as App;

function release(version: string, versionCode: number | null, notes: string): AdminRelease {
  return {
    id: 1,
    version,
    releasedAt: '2024-01-01',
    notes,
    platforms: [],
    versionCode,
    emailSubscribers: false,
    translations: [],
  };
}

function english(changes: Partial<LocalizedApp>): LocalizedApp {
  return {
    locale: 'en',
    app: APP,
    locales: describeLocales({ default: 'en', locales: ['en'] }),
    siteOrigin: 'https://studio.example',
    releases: [],
    ...changes,
  };
}

const fileText = (locales: LocalizedApp[], path: string) =>
  fastlaneMetadata(locales).files.find((file) => file.path === path)?.text;

describe("fastlane's metadata", () => {
  it('files a version code once, under the newest release that has it', () => {
    const releases = [release('1.0.1', 10, 'Hotfix.'), release('1.0', 10, 'First.')];
    const { files } = fastlaneMetadata([english({ releases })]);
    const changelogs = files.filter((file) => file.path.includes('/changelogs/'));
    expect(changelogs).toEqual([
      { path: 'fastlane/metadata/android/en-US/changelogs/10.txt', text: 'Hotfix.' },
    ]);
  });

  it("cuts a short description to Google Play's 80 characters, with a warning", () => {
    const metadata = fastlaneMetadata([
      english({ app: { ...APP, shortDescription: 'x'.repeat(120) } }),
    ]);
    const path = 'fastlane/metadata/android/en-US/short_description.txt';
    expect(metadata.files.find((file) => file.path === path)?.text).toBe('x'.repeat(80));
    expect(metadata.warnings).toEqual([`${path}: cut to the store's limit of 80 characters`]);
  });

  it("cuts a changelog to Google Play's 500 characters, and not the App Store's release notes", () => {
    const releases = [release('2.0', 20, 'y'.repeat(600))];
    expect(
      fileText([english({ releases })], 'fastlane/metadata/android/en-US/changelogs/20.txt'),
    ).toHaveLength(500);
    expect(
      fileText([english({ releases })], 'fastlane/metadata/en-US/release_notes.txt'),
    ).toHaveLength(600);
  });
});
