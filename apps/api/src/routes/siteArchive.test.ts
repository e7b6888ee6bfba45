import { seedSampleContent } from '@studio/sample-content';
import { EPHEMERAL_TABLES } from '@studio/site-archive';
import { gzipSync, gunzipSync } from 'node:zlib';
import { appCodeAt } from '@studio/core/testing/authenticatorCodes';
import type { SoftAuthenticator } from '@studio/core/testing/softAuthenticator';
import {
  alteredArchive,
  withAnotherAdmin,
  withNewlineInChecksum,
  withNullFingerprints,
  withPasskeyGivenToAdmin,
  withRowChanged,
} from '../testing/alteredArchive';
import { eventually } from '../testing/eventually';
import { pngOfSize } from '../testing/images';
import { mp4Bytes, multipartFile } from '../testing/multipart';
import {
  addPasskey,
  passkeySignIn,
  passwordStep,
  setUpAuthenticator,
} from '../testing/secondFactors';
import {
  ADMIN,
  startTestServer,
  USER_PASSWORD,
  withSession,
  type TestServer,
} from '../testing/testServer';

// Two sites, one of them with the sample content, uploads, a resized image, two settings (app-ads.txt and the
// languages, with a scheduled German translation) and analytics.
jest.setTimeout(60_000);

let source: TestServer;
let target: TestServer;
let sourceAdmin: ReturnType<typeof withSession>;
let targetAdmin: ReturnType<typeof withSession>;
let archive: Buffer;
const uploads: string[] = [];
/** Reader.One's second factors on the source site. */
let readerKey: SoftAuthenticator;
let readerApp: { secret: string; recoveryCodes: string[] };

/** Of the accounts and their second factors, what a site keeps of its own: not what an import brings. */
const SITE_OWN: Record<string, string> = {
  users: ` - 'password' - 'created_at'`,
  passkeys: ` - 'counter' - 'last_used_at'`,
  authenticator_apps: ` - 'last_used_step'`,
  recovery_codes: ` - 'used_at'`,
};

/**
 * The tables an archive holds, whole, in a form to compare. Of accounts, only what a merge by username keeps
 * for an account both sites have (the importing admin's own password and creation time stay), and of their
 * second factors, not how the site used them since.
 */
async function tableContents(server: TestServer) {
  const tables = await server.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const contents: Record<string, unknown[]> = {};
  for (const { name } of tables.filter((table) => !EPHEMERAL_TABLES.has(table.name))) {
    const own = SITE_OWN[name] ?? '';
    const rows = await server.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t)${own} as row from "${name}" t order by 1`,
    );
    contents[name] = rows.map(({ row }) => row);
  }
  return contents;
}

const importArchive = (
  server: TestServer,
  bytes: Buffer,
  query = '',
  admin = server === target ? targetAdmin : sourceAdmin,
) =>
  server.app.inject({
    method: 'POST',
    url: `/api/admin/import${query}`,
    ...multipartFile(bytes, { filename: 'site.jsonl.gz', type: 'application/gzip' }),
    ...admin,
  });

/** When the source site's German translation of its first post goes public there. */
const GERMAN_PUBLISH_AT = '2099-06-01T07:30:00.000Z';
let translatedPostId: number;

/** A German translation of a sample post, scheduled on its own. */
async function scheduleGermanTranslation() {
  const locales = await source.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/locales',
    payload: { default: 'en', locales: ['en', 'de'] },
    ...sourceAdmin,
  });
  expect(locales.statusCode).toBe(200);
  const [post] = (
    await source.app.inject({ method: 'GET', url: '/api/admin/blog', ...sourceAdmin })
  ).json<Array<{ id: number }>>();
  translatedPostId = post!.id;
  const translated = await source.app.inject({
    method: 'PUT',
    url: `/api/admin/blog/${translatedPostId}/translations/de`,
    payload: { title: 'Entwicklertagebuch', published: true, publishAt: GERMAN_PUBLISH_AT },
    ...sourceAdmin,
  });
  expect(translated.statusCode).toBe(200);
}

beforeAll(async () => {
  source = await startTestServer();
  target = await startTestServer();
  sourceAdmin = withSession(await source.logIn());
  targetAdmin = withSession(await target.logIn());

  await seedSampleContent(source.orm.em.fork());
  for (const [bytes, filename, type] of [
    [await pngOfSize(600_000), 'screen.png', 'image/png'],
    // More than ten chunks: they must leave and arrive in order (chunk 10 after chunk 9, not after 1).
    [mp4Bytes(3_000_000), 'trailer.mp4', 'video/mp4'],
  ] as const) {
    const upload = await source.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(bytes, { filename, type }),
      ...sourceAdmin,
    });
    uploads.push(upload.json<{ url: string }>().url);
  }
  const apps = (await source.app.inject({ method: 'GET', url: '/api/apps' })).json<
    Array<{ id: number; screenshots: string[] }>
  >();
  const variant = await source.app.inject({
    method: 'GET',
    url: `${apps[1]!.screenshots[0]}?w=320`,
    headers: { accept: 'image/webp' },
  });
  expect(variant.headers['content-type']).toBe('image/webp');
  const appAds = await source.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/app-ads',
    payload: { content: 'example.com, pub-1, DIRECT\n' },
    ...sourceAdmin,
  });
  expect(appAds.statusCode).toBe(200);
  await scheduleGermanTranslation();
  await source.query(
    `insert into analytics_page_views (day, path, app_id, post_id, views) values ('2026-03-01', '/apps/x', ${apps[1]!.id}, null, 5);
     insert into analytics_store_clicks (day, app_id, store, clicks) values ('2026-03-01', ${apps[1]!.id}, 'play_store', 2);
     insert into analytics_visitors (day, hash) values ('2026-03-01', sha256('a visitor'));
     insert into analytics_daily_visitors (day, visitors) values ('2026-02-28', 7)`,
  );
  await source.app.inject({
    method: 'DELETE',
    url: `/api/admin/apps/${apps[0]!.id}`,
    ...sourceAdmin,
  });
  const reader = await source.registerUser('Reader.One');
  readerKey = (await addPasskey(source, reader)).authenticator;
  readerApp = await setUpAuthenticator(source, reader);

  const exported = await source.app.inject({
    method: 'GET',
    url: '/api/admin/export',
    ...sourceAdmin,
  });
  expect(exported.statusCode).toBe(200);
  expect(exported.headers['content-type']).toBe('application/gzip');
  expect(exported.headers['content-disposition']).toMatch(
    /^attachment; filename="studio-site-\d{4}-\d{2}-\d{2}\.jsonl\.gz"$/,
  );
  archive = exported.rawPayload;
});

afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('exporting and importing the whole site', () => {
  it('reproduces the site exactly in an empty site, accounts too when asked: every table, id, slug and byte', async () => {
    const response = await importArchive(target, archive, '?accounts=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Imported',
      tables: { apps: 7, file_variants: 1, site_settings: 2, analytics_visitors: 1 },
      accountsAdded: [{ username: 'Reader.One', isAdmin: false }],
      accountsLeftOut: 0,
    });
    const contents = await tableContents(target);
    expect(contents).toEqual(await tableContents(source));
    // The sample apps' privacy declarations came along (the deleted app's went with it).
    expect(contents.app_privacy_declarations?.length).toBeGreaterThan(0);
  });

  it('gives the same REST answers, public and admin', async () => {
    const apps = (await source.app.inject({ method: 'GET', url: '/api/apps' })).json<
      Array<{ slug: string }>
    >();
    const posts = (
      await source.app.inject({ method: 'GET', url: '/api/admin/blog', ...sourceAdmin })
    ).json<Array<{ slug: string; id: number }>>();
    const urls = [
      '/api/apps',
      '/api/blog',
      ...apps.flatMap(({ slug }) => [
        `/api/apps/${slug}`,
        `/api/apps/${slug}/terms`,
        `/api/apps/${slug}/privacy`,
      ]),
      ...posts.map(({ id }) => `/api/admin/blog/${id}`),
      '/api/admin/blog',
      '/api/admin/stats',
      '/api/admin/activity?limit=100',
    ];
    for (const url of urls) {
      const [before, after] = await Promise.all([
        source.app.inject({ method: 'GET', url, ...sourceAdmin }),
        target.app.inject({ method: 'GET', url, ...targetAdmin }),
      ]);
      expect({ url, status: after.statusCode, body: after.json() }).toEqual({
        url,
        status: before.statusCode,
        body: before.json(),
      });
    }
  });

  it("carries a post translation's schedule, still waiting for its launch", async () => {
    const url = `/api/admin/blog/${translatedPostId}/translations`;
    const translations = (await target.app.inject({ method: 'GET', url, ...targetAdmin })).json<{
      translations: Array<{ locale: string; publishAt: string | null }>;
    }>().translations;
    expect(translations).toEqual([
      expect.objectContaining({ locale: 'de', publishAt: GERMAN_PUBLISH_AT }),
    ]);
    expect(
      await target.query('select launch_pending from blog_post_translations where post_id = ?', [
        translatedPostId,
      ]),
    ).toEqual([{ launch_pending: true }]);
  });

  it('serves the same file bytes', async () => {
    for (const url of uploads) {
      const [before, after] = await Promise.all([
        source.app.inject({ method: 'GET', url }),
        target.app.inject({ method: 'GET', url }),
      ]);
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    }
  });

  it('brings accounts with their passwords and second factors, and new ids continue after the imported ones', async () => {
    const account = `select to_jsonb(u) as row from users u where username = 'Reader.One'`;
    expect(await target.query(account)).toEqual(await source.query(account));
    const { response, cookie } = await passwordStep(target, {
      username: 'Reader.One',
      password: USER_PASSWORD,
    });
    expect(response.json()).toEqual({ secondFactorRequired: true });
    const code = await target.app.inject({
      method: 'POST',
      url: '/api/login/second-factor',
      payload: { code: appCodeAt(readerApp.secret, Date.now() + 30_000) },
      ...withSession(cookie!),
    });
    expect(code.statusCode).toBe(200);
    expect((await passkeySignIn(target, readerKey)).statusCode).toBe(200);
    const [{ max }] = (await source.query<{ max: number }>(
      'select max(id)::int as max from apps',
    )) as [{ max: number }];
    const created = await target.app.inject({
      method: 'POST',
      url: '/api/admin/apps',
      payload: {
        name: 'After Import',
        slug: 'after-import',
        description: 'An app created once the archive was in.',
        shortDescription: 'Created after the import.',
        category: 'Game',
        icon: '/api/placeholder-image',
        screenshots: ['https://example.com/shot.png'],
      },
      ...targetAdmin,
    });
    expect(created.json()).toMatchObject({ id: max + 1 });
  });

  it('refuses a site with content with 409, unless asked to replace it', async () => {
    const refused = await importArchive(target, archive);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    const replaced = await importArchive(target, archive, '?replace=true');
    expect(replaced.statusCode).toBe(200);
    expect(await tableContents(target)).toEqual(await tableContents(source));
  });

  it('drops a file the import replaced, from the database and from every cache', async () => {
    const upload = await target.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(await pngOfSize(2000), { filename: 'extra.png', type: 'image/png' }),
      ...targetAdmin,
    });
    const { url } = upload.json<{ url: string }>();
    expect((await target.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await importArchive(target, archive, '?replace=true')).statusCode).toBe(200);
    const after = await eventually(
      () => target.app.inject({ method: 'GET', url }),
      (response) => response.statusCode === 404,
    );
    expect(after.statusCode).toBe(404);
  });

  it('keeps the password of an account that exists in both', async () => {
    await target.query(`update users set password = 'kept' where username = 'Reader.One'`);
    const response = await importArchive(target, archive, '?replace=true&accounts=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accountsAdded: [], accountsLeftOut: 0 });
    expect(await target.query(`select password from users where username = 'Reader.One'`)).toEqual([
      { password: 'kept' },
    ]);
  });

  it.each([
    ['not gzip', Buffer.from('hello')],
    ['another gzip file', gzipSync('{"hello": "world"}\n')],
    ['a cut-off archive', () => archive.subarray(0, Math.floor(archive.length * 0.6))],
    [
      'an archive without its last line',
      () => {
        const lines = gunzipSync(archive).toString().trimEnd().split('\n');
        return gzipSync(`${lines.slice(0, -1).join('\n')}\n`);
      },
    ],
    [
      'an archive of another schema',
      () => {
        const [header, ...rest] = gunzipSync(archive).toString().split('\n');
        const changed = { ...JSON.parse(header!), migrations: ['Migration1_other'] };
        return gzipSync([JSON.stringify(changed), ...rest].join('\n'));
      },
    ],
    [
      'an archive with a damaged row',
      () => {
        const text = gunzipSync(archive).toString();
        return gzipSync(text.replace(/"t":"apps","r":\["\d+"/, '"t":"apps","r":["not a number"'));
      },
    ],
  ])('answers 400 for %s and changes nothing', async (_name, bytes) => {
    const before = await tableContents(target);
    const response = await importArchive(
      target,
      typeof bytes === 'function' ? bytes() : bytes,
      '?replace=true',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await tableContents(target)).toEqual(before);
  });

  it('is for admins only', async () => {
    const visitor = await target.app.inject({ method: 'GET', url: '/api/admin/export' });
    expect(visitor.statusCode).toBe(401);
    const user = withSession(await target.registerUser());
    expect(
      (await target.app.inject({ method: 'GET', url: '/api/admin/export', ...user })).statusCode,
    ).toBe(403);
    const importing = await target.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      ...multipartFile(archive),
      ...user,
    });
    expect(importing.statusCode).toBe(403);
  });
});

describe("the accounts' second factors in an archive", () => {
  const secrets = (server: TestServer) =>
    server.query(
      `select u.username, (select count(*)::int from passkeys p where p.user_id = u.id) as passkeys,
              (select count(*)::int from authenticator_apps a where a.user_id = u.id) as apps,
              (select count(*)::int from recovery_codes r where r.user_id = u.id) as codes
         from users u order by u.username`,
    );

  it('are exported as public keys, sealed secrets and hashes only', async () => {
    const text = gunzipSync(archive).toString();
    expect(text).toContain('"t":"passkeys"');
    expect(text).toContain('"t":"authenticator_apps"');
    expect(text).toContain('"t":"recovery_codes"');
    expect(text).not.toContain(readerApp.secret);
    for (const code of readerApp.recoveryCodes) expect(text).not.toContain(code.replace(/-/g, ''));
    expect(text).not.toContain('"t":"passkey_challenges"');
  });

  it('are left out with the accounts, and the site keeps its own', async () => {
    const site = await startTestServer();
    try {
      await site.registerUser('Reader.One');
      const admin = await site.logIn();
      await addPasskey(site, admin);
      const before = await secrets(site);
      expect(before).toContainEqual({ username: 'admin', passkeys: 1, apps: 0, codes: 0 });
      const response = await importArchive(site, archive, '', withSession(admin));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ accountsAdded: [], accountsLeftOut: 0 });
      expect(Object.keys(response.json<{ tables: object }>().tables)).not.toContain('passkeys');
      expect(await secrets(site)).toEqual(before);
      expect((await passkeySignIn(site, readerKey)).statusCode).toBe(401);
    } finally {
      await site.close();
    }
  });

  it('never give an account the site has a passkey, even with accounts=true', async () => {
    const before = await secrets(target);
    const altered = alteredArchive(archive, withPasskeyGivenToAdmin);
    const response = await importArchive(target, altered, '?replace=true&accounts=true');
    expect(response.statusCode).toBe(200);
    expect(await secrets(target)).toEqual(before);
    expect((await passwordStep(target, ADMIN)).response.json()).toMatchObject({
      username: 'admin',
    });
  });
});

describe('an archive someone altered', () => {
  const accounts = () =>
    target.query('select id, username, is_admin, password from users order by id');
  const logInAs = (username: string) =>
    target.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: ADMIN.password },
    });

  it('adds no account unless asked: an admin of the archive under a new name cannot sign in', async () => {
    const before = await accounts();
    const altered = alteredArchive(archive, withAnotherAdmin('mallory'));
    const response = await importArchive(target, altered, '?replace=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accountsAdded: [], accountsLeftOut: 1 });
    expect(await accounts()).toEqual(before);
    expect((await logInAs('mallory')).statusCode).toBe(401);
  });

  it("changes no account when a row takes the admin's id under another name", async () => {
    const before = await accounts();
    const altered = alteredArchive(archive, withAnotherAdmin('mallory', { sameId: true }));
    const response = await importArchive(target, altered, '?replace=true');
    expect(response.statusCode).toBe(200);
    expect(await accounts()).toEqual(before);
    expect((await logInAs('mallory')).statusCode).toBe(401);
  });

  it.each([
    [
      'an app whose deep links have androidSha256Fingerprints: null',
      withNullFingerprints,
      /^The archive cannot be imported: apps row \d+ \(id \d+\), deep_links\.androidSha256Fingerprints: /,
    ],
    [
      'a stored file whose checksum holds a newline',
      withNewlineInChecksum,
      /^The archive cannot be imported: files row \d+ \(id [0-9a-f-]{36}\), sha256: /,
    ],
    [
      'two apps with one slug, which only PostgreSQL refuses',
      (rows: Parameters<typeof withNullFingerprints>[0]) => {
        const [first, second] = rows.filter((row) => row.table === 'apps');
        return withRowChanged(
          'apps',
          (values) => values.id === second!.values.id,
          (values) => ({ ...values, slug: first!.values.slug! }),
        )(rows);
      },
      /^The archive cannot be imported: the rows of apps repeat a value that must be unique\.$/,
    ],
  ])('refuses %s with 400 naming where, and changes nothing', async (_name, change, message) => {
    const before = await tableContents(target);
    const response = await importArchive(target, alteredArchive(archive, change), '?replace=true');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(message) });
    expect(response.json<{ message: string }>().message).not.toMatch(
      /duplicate key|violates|constraint|relation|postgres|syntax/i,
    );
    expect(await tableContents(target)).toEqual(before);
    for (const url of ['/.well-known/assetlinks.json', uploads[0]!]) {
      expect((await target.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it("adds the archive's accounts, admins too, only with accounts=true, and says which", async () => {
    const altered = alteredArchive(archive, withAnotherAdmin('mallory'));
    const response = await importArchive(target, altered, '?replace=true&accounts=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accountsAdded: [{ username: 'mallory', isAdmin: true }],
      accountsLeftOut: 0,
    });
    expect((await logInAs('mallory')).statusCode).toBe(200);
  });
});
