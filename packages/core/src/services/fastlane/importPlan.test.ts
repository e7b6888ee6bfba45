import type { AdminRelease, App } from '@studio/schemas';
import { importPlan, type ImportedApp } from './importPlan';
import { readMetadataFiles } from './metadataFiles';

const LONG_NAME = 'Space Miner: The Asteroid Belt Edition';

const IMPORTED: ImportedApp = {
  app: { name: LONG_NAME, description: 'Mine asteroids.', subtitle: null } as unknown as App,
  locales: { default: 'en', locales: ['en', 'de'] },
  translations: new Map([['de', { subtitle: 'Baue Asteroiden ab' }]]),
  releases: [
    {
      id: 7,
      version: '1.2',
      releasedAt: '2025-03-05',
      notes: 'Comets.',
      platforms: [],
      versionCode: 12,
      emailSubscribers: false,
      translations: [],
    } satisfies AdminRelease,
  ],
};

function planOf(files: Record<string, string>) {
  const entries = Object.entries(files).map(([path, text]) => ({
    path,
    bytes: new TextEncoder().encode(text),
  }));
  const { texts, ignored } = readMetadataFiles(entries, IMPORTED.locales);
  return importPlan(IMPORTED, texts, ignored);
}

describe("the fastlane import's plan", () => {
  it('takes a text the export cut to the store’s limit, or a language’s fallback, as unchanged', () => {
    const plan = planOf({
      'fastlane/metadata/en-US/name.txt': 'Space Miner: The Asteroid Belt\n',
      'fastlane/metadata/de-DE/name.txt': `${LONG_NAME.slice(0, 30)}\n`,
      'fastlane/metadata/de-DE/description.txt': 'Mine asteroids.\n',
      'fastlane/metadata/de-DE/subtitle.txt': 'Baue Asteroiden ab\n',
    });
    expect(plan).toEqual({ changes: [], conflicts: [], ignored: [] });
  });

  it('merges the two stores’ copies of a field, and the latest release’s two notes files', () => {
    const plan = planOf({
      'fastlane/metadata/en-US/description.txt': 'Mine every asteroid.',
      'fastlane/metadata/android/en-US/full_description.txt': 'Mine every asteroid.',
      'fastlane/metadata/en-US/release_notes.txt': 'Comets and moons.',
      'fastlane/metadata/android/en-US/changelogs/12.txt': 'Comets.',
    });
    expect(plan.changes.map(({ field, files, after }) => [field, files.length, after])).toEqual([
      ['description', 2, 'Mine every asteroid.'],
      ['releaseNotes', 1, 'Comets and moons.'],
    ]);
    expect(plan.conflicts).toEqual([]);
  });

  it('lists a conflict, never a pick, when the stores give two new texts', () => {
    const plan = planOf({
      'fastlane/metadata/en-US/release_notes.txt': 'Comets and moons.',
      'fastlane/metadata/android/en-US/changelogs/12.txt': 'Moons.',
    });
    expect(plan.changes).toEqual([]);
    expect(plan.conflicts).toEqual([
      {
        locale: 'en',
        field: 'releaseNotes',
        release: { id: 7, version: '1.2', versionCode: 12 },
        texts: [
          { path: 'fastlane/metadata/en-US/release_notes.txt', text: 'Comets and moons.' },
          { path: 'fastlane/metadata/android/en-US/changelogs/12.txt', text: 'Moons.' },
        ],
      },
    ]);
  });

  it('ignores empty files, texts that are not UTF-8, and untranslated fields in other languages', () => {
    const entries = [
      { path: 'fastlane/metadata/en-US/subtitle.txt', bytes: new TextEncoder().encode('\n') },
      { path: 'fastlane/metadata/en-US/keywords.txt', bytes: new Uint8Array([0xff, 0xfe, 0x00]) },
      {
        path: 'fastlane/metadata/de-DE/support_url.txt',
        bytes: new TextEncoder().encode('https://studio.example/hilfe'),
      },
    ];
    const { texts, ignored } = readMetadataFiles(entries, IMPORTED.locales);
    expect(texts).toEqual([]);
    expect(ignored.map(({ reason }) => reason)).toEqual([
      'Empty: the export leaves out empty texts, and the import leaves the site’s as it is',
      'Not UTF-8 text',
      'supportUrl has no translations: only the default language’s folder sets it',
    ]);
  });
});
