import { openTestDatabase } from '@studio/db/testing';
import { ArchiveInvalid } from '../archiveErrors';
import { archiveConnection } from '../archiveConnection';
import { describeSchema, type TableInfo } from '../databaseSchema';
import { checkRow, checkRulesCover } from './rowCheck';

/** A table as the archive's header describes it, keyed by its first column. */
function tableOf(name: string, columns: Array<[string, string]>): TableInfo {
  const [key] = columns[0]!;
  return {
    name,
    primaryKey: [key],
    identityAlways: false,
    columns: columns.map(([column, type]) => ({ name: column, type, binary: false })),
  };
}

const files = tableOf('files', [
  ['id', 'uuid'],
  ['filename', 'character varying(255)'],
  ['mimetype', 'character varying(100)'],
  ['size', 'integer'],
  ['sha256', 'character varying(64)'],
  ['created_at', 'timestamp with time zone'],
  ['width', 'integer'],
  ['height', 'integer'],
  ['unreferenced_since', 'timestamp with time zone'],
]);
const ID = '0b5e1c5e-8d7a-4f7e-9a51-2f5d8c7b6a41';
const fileRow = (changes: Record<string, string | null> = {}) => {
  const values: Record<string, string | null> = {
    id: ID,
    filename: 'shot.png',
    mimetype: 'image/png',
    size: '3',
    sha256: 'ab'.repeat(32),
    created_at: '2026-11-23 10:51:24.5+00',
    width: '4',
    height: '4',
    unreferenced_since: null,
    ...changes,
  };
  return files.columns.map(({ name }) => values[name]!);
};
function refusalOf(check: () => unknown): string {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(ArchiveInvalid);
    return (error as Error).message;
  }
  throw new Error('The row was taken');
}
const refusal = (changes: Record<string, string | null>) =>
  refusalOf(() => checkRow(files, fileRow(changes), 2));

describe('an archived row', () => {
  it('is decoded when every value follows the rules', () => {
    expect(checkRow(files, fileRow(), 2)).toMatchObject({
      id: ID,
      size: 3,
      created_at: '2026-11-23T10:51:24.5+00:00',
      unreferenced_since: null,
    });
  });

  it('is refused naming its table, row and field, with the rule it breaks', () => {
    expect(refusal({ sha256: `${'ab'.repeat(31)}a\n` })).toBe(
      `The archive cannot be imported: files row 2 (id ${ID}), sha256: Checksum must be a SHA-256 in 64 lowercase hex digits`,
    );
    expect(refusal({ mimetype: 'text/html' })).toMatch(
      /^.*files row 2 .*, mimetype: Media type must be/,
    );
    expect(refusal({ size: 'many' })).toMatch(/, size: Must be a whole number$/);
  });

  it('is refused when the rules would store it otherwise, naming the part that differs', () => {
    const apps = tableOf('apps', [
      ['id', 'integer'],
      ['name', 'character varying(100)'],
      ['slug', 'character varying(120)'],
      ['description', 'text'],
      ['short_description', 'character varying(150)'],
      ['category', 'character varying(50)'],
      ['icon', 'text'],
      ['app_store_link', 'text'],
      ['play_store_link', 'text'],
      ['terms_link', 'text'],
      ['privacy_link', 'text'],
      ['account_deletion', 'text'],
      ['support_email', 'character varying(254)'],
      ['support_url', 'text'],
      ['subtitle', 'text'],
      ['keywords', 'text'],
      ['promotional_text', 'text'],
      ['marketing_url', 'text'],
      ['deep_links', 'jsonb'],
      ['featured', 'boolean'],
      ['publish_at', 'timestamp with time zone'],
      ['launch_pending', 'boolean'],
      ['screenshots', 'text[]'],
      ['created_at', 'timestamp with time zone'],
      ['updated_at', 'timestamp with time zone'],
      ['release_date', 'date'],
      ['platforms', 'text[]'],
      ['price', 'character varying(100)'],
      ['press_contact', 'character varying(254)'],
      ['features', 'text[]'],
      ['awards', 'jsonb'],
      ['quotes', 'jsonb'],
      ['credits', 'jsonb'],
      ['press_kit_enabled', 'boolean'],
      ['coming_soon', 'boolean'],
      ['expected_launch', 'character varying(50)'],
      ['pre_registration_url', 'text'],
      ['pre_order_url', 'text'],
      ['launch_message', 'character varying(500)'],
      ['launch_mail_queued_at', 'timestamp with time zone'],
    ]);
    const appRow = (changes: Record<string, string | null>) => {
      const values: Record<string, string | null> = {
        id: '7',
        name: 'Space Miner',
        slug: 'space-miner',
        description: 'Mine asteroids across the galaxy.',
        short_description: 'An arcade mining game.',
        category: 'Game',
        icon: `/api/files/${ID}/icon.png`,
        app_store_link: null,
        play_store_link: null,
        terms_link: null,
        privacy_link: null,
        account_deletion: null,
        support_email: null,
        support_url: null,
        subtitle: null,
        keywords: null,
        promotional_text: null,
        marketing_url: null,
        deep_links:
          '{"appleTeamId": null, "iosBundleId": null, "androidPackage": "com.example.app", "androidSha256Fingerprints": []}',
        featured: 'false',
        publish_at: null,
        launch_pending: 'false',
        screenshots: `{/api/files/${ID}/shot.png}`,
        created_at: '2026-11-23 10:51:24+00',
        updated_at: '2026-11-23 10:51:24+00',
        release_date: '2024-03-14',
        platforms: '{iOS,Android}',
        price: 'Free',
        press_contact: null,
        features: '{}',
        awards: '[]',
        quotes: '[{"text": "A gem.", "source": "Pocket Gamer", "url": null}]',
        credits: '[]',
        press_kit_enabled: 'true',
        coming_soon: 'true',
        expected_launch: 'Spring 2027',
        pre_registration_url: 'https://play.google.com/store/apps/details?id=com.example.app',
        pre_order_url: null,
        launch_message: 'It is out.',
        launch_mail_queued_at: '2027-03-01 10:00:00+00',
        ...changes,
      };
      return apps.columns.map(({ name }) => values[name]!);
    };
    const refused = (changes: Record<string, string | null>) =>
      refusalOf(() => checkRow(apps, appRow(changes), 1));

    expect(checkRow(apps, appRow({}), 1)).toMatchObject({
      id: 7,
      featured: false,
      coming_soon: true,
    });
    expect(
      refused({
        deep_links:
          '{"appleTeamId": null, "iosBundleId": null, "androidPackage": "com.example.app", "androidSha256Fingerprints": null}',
      }),
    ).toBe(
      'The archive cannot be imported: apps row 1 (id 7), deep_links.androidSha256Fingerprints: Is not in the form the site stores it',
    );
    expect(refused({ name: ' Space Miner' })).toMatch(
      /apps row 1 \(id 7\), name: Is not in the form/,
    );
    expect(refused({ slug: 'Space Miner' })).toMatch(/, slug: Slug can only contain/);
    expect(refused({ subtitle: 'x'.repeat(31) })).toMatch(
      /, subtitle: Subtitle must be at most 30/,
    );
    expect(refused({ pre_order_url: 'https://example.com/pre-order' })).toMatch(
      /, pre_order_url: Pre-order link must be an https:\/\/apps\.apple\.com address/,
    );
    expect(refused({ quotes: '[{"text": "A gem.", "source": ""}]' })).toMatch(
      /, quotes\.0\.source: Source is required$/,
    );
  });

  it("is refused when a release's version is blank or its day no date", () => {
    const releases = tableOf('releases', [
      ['id', 'integer'],
      ['app_id', 'integer'],
      ['version', 'character varying(50)'],
      ['released_at', 'date'],
      ['notes', 'text'],
      ['platforms', 'text[]'],
      ['version_code', 'integer'],
      ['email_subscribers', 'boolean'],
      ['mail_queued_at', 'timestamp with time zone'],
      ['translations', 'jsonb'],
    ]);
    const releaseRow = (changes: Record<string, string | null>) => {
      const values: Record<string, string | null> = {
        id: '3',
        app_id: '7',
        version: '1.1',
        released_at: '2024-05-02',
        notes: 'Faster mining.',
        platforms: '{}',
        version_code: null,
        email_subscribers: 'true',
        mail_queued_at: null,
        translations: '{"de":{"notes":"Schneller abbauen."}}',
        ...changes,
      };
      return releases.columns.map(({ name }) => values[name]!);
    };
    expect(checkRow(releases, releaseRow({}), 1)).toMatchObject({
      version: '1.1',
      email_subscribers: true,
    });
    expect(refusalOf(() => checkRow(releases, releaseRow({ version: '' }), 1))).toMatch(
      /releases row 1 \(id 3\), version: Version is required$/,
    );
    expect(
      refusalOf(() => checkRow(releases, releaseRow({ released_at: '2024-13-40' }), 1)),
    ).toMatch(/, released_at: Date must be a day as YYYY-MM-DD$/);
    expect(refusalOf(() => checkRow(releases, releaseRow({ version_code: '0' }), 1))).toMatch(
      /, version_code: Version code must be a whole number/,
    );
  });

  it('is a setting the site knows, holding what its form would take', () => {
    const settings = tableOf('site_settings', [
      ['key', 'character varying(100)'],
      ['value', 'text'],
      ['updated_at', 'timestamp with time zone'],
    ]);
    const setting = (key: string, value: string) =>
      refusalOf(() => checkRow(settings, [key, value, '2026-11-23 10:51:24+00'], 3));

    expect(
      checkRow(settings, ['app-ads.txt', 'google.com, pub-1, DIRECT', '2026-11-23 10:51:24+00'], 3),
    ).toMatchObject({ key: 'app-ads.txt' });
    expect(setting('theme', 'dark')).toMatch(/site_settings row 3 \(key theme\), key: /);
    expect(setting('app-ads.txt', 'google.com, pub-1')).toMatch(
      /site_settings row 3 \(key app-ads\.txt\), value: Line 1: /,
    );
    expect(setting('share-image', 'javascript:alert(1)')).toMatch(
      /site_settings row 3 \(key share-image\), value: /,
    );
  });
});

describe('the row rules', () => {
  it('cover every table and column an archive of this version holds', async () => {
    const database = await openTestDatabase();
    const client = await archiveConnection(database.url);
    try {
      const { tables } = await describeSchema(client);
      expect(tables.length).toBeGreaterThan(10);
      expect(() => checkRulesCover(tables)).not.toThrow();
    } finally {
      await client.end();
      await database.close();
    }
  });
});
