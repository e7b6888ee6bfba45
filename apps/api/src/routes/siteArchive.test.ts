import { seedSampleContent } from '@studio/sample-content';
import { EPHEMERAL_TABLES } from '@studio/site-archive';
import { gzipSync, gunzipSync } from 'node:zlib';
import { eventually } from '../testing/eventually';
import { pngOfSize } from '../testing/images';
import { mp4Bytes, multipartFile } from '../testing/multipart';
import { startTestServer, withSession, type TestServer } from '../testing/testServer';

// Two sites, one of them with the sample content and uploads.
jest.setTimeout(60_000);

let source: TestServer;
let target: TestServer;
let sourceAdmin: ReturnType<typeof withSession>;
let targetAdmin: ReturnType<typeof withSession>;
let archive: Buffer;
const uploads: string[] = [];

/**
 * The tables an archive holds, whole, in a form to compare. Of accounts, only what a merge by username keeps
 * for an account both sites have (the importing admin's own password and creation time stay).
 */
async function tableContents(server: TestServer) {
  const tables = await server.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const contents: Record<string, unknown[]> = {};
  for (const { name } of tables.filter((table) => !EPHEMERAL_TABLES.has(table.name))) {
    const own = name === 'users' ? ` - 'password' - 'created_at'` : '';
    const rows = await server.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t)${own} as row from "${name}" t order by 1`,
    );
    contents[name] = rows.map(({ row }) => row);
  }
  return contents;
}

const importArchive = (server: TestServer, bytes: Buffer, query = '') =>
  server.app.inject({
    method: 'POST',
    url: `/api/admin/import${query}`,
    ...multipartFile(bytes, { filename: 'site.jsonl.gz', type: 'application/gzip' }),
    ...(server === target ? targetAdmin : sourceAdmin),
  });

beforeAll(async () => {
  source = await startTestServer();
  target = await startTestServer();
  sourceAdmin = withSession(await source.logIn());
  targetAdmin = withSession(await target.logIn());

  await seedSampleContent(source.orm.em.fork());
  for (const [bytes, filename, type] of [
    [await pngOfSize(600_000), 'screen.png', 'image/png'],
    [mp4Bytes(700_000), 'trailer.mp4', 'video/mp4'],
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
    Array<{ id: number }>
  >();
  await source.app.inject({
    method: 'DELETE',
    url: `/api/admin/apps/${apps[0]!.id}`,
    ...sourceAdmin,
  });
  await source.registerUser('Reader.One');

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
  it('reproduces the site exactly in an empty site: every table, id, slug and byte', async () => {
    const response = await importArchive(target, archive);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Imported', tables: { apps: 6 } });
    expect(await tableContents(target)).toEqual(await tableContents(source));
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

  it('brings accounts with their passwords, and new ids continue after the imported ones', async () => {
    const account = `select to_jsonb(u) as row from users u where username = 'Reader.One'`;
    expect(await target.query(account)).toEqual(await source.query(account));
    expect(await target.logIn({ username: 'Reader.One', password: 'user-password' })).toEqual(
      expect.any(String),
    );
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
    expect((await importArchive(target, archive, '?replace=true')).statusCode).toBe(200);
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
