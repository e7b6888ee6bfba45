import { gunzipSync } from 'node:zlib';
import { multipartFile } from '../testing/multipart';
import { appFields } from '../testing/siteContent';
import { confirmationLinkOf, subscribeOverRest } from '../testing/subscriptions';
import {
  startTestServer,
  withSession,
  type SessionCookies,
  type TestServer,
} from '../testing/testServer';

jest.setTimeout(60_000);

let source: TestServer;
let target: TestServer;
let sourceAdmin: SessionCookies;
let targetAdmin: SessionCookies;

async function addApp(server: TestServer, admin: SessionCookies, slug: string) {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/admin/apps',
    payload: appFields({ name: slug, slug }),
    ...admin,
  });
  expect(created.statusCode).toBe(201);
}

async function subscribed(server: TestServer, email: string, app?: string) {
  await subscribeOverRest(server, { email, app });
  const token = (await confirmationLinkOf(server, email)).split('/').pop();
  await server.app.inject(`/api/subscriptions/confirm/${token}`);
}

/** Every subscriber of a site: address, list and state, by address and list. */
const subscribersOf = (server: TestServer) =>
  server.query<{ email: string; list: string; state: string }>(
    `select s.email, coalesce(a.slug, 'news') as list, s.state
       from subscribers s left join apps a on a.id = s.app_id order by 1, 2`,
  );

async function exported(query = ''): Promise<Buffer> {
  const answer = await source.app.inject({
    method: 'GET',
    url: `/api/admin/export${query}`,
    ...sourceAdmin,
  });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

const tablesIn = (archive: Buffer) =>
  (
    JSON.parse(gunzipSync(archive).toString().split('\n')[0]!) as { tables: { name: string }[] }
  ).tables.map((table) => table.name);

const importInto = (archive: Buffer, query: string) =>
  target.app.inject({
    method: 'POST',
    url: `/api/admin/import?replace=true${query}`,
    ...multipartFile(archive, { filename: 'site.jsonl.gz', type: 'application/gzip' }),
    ...targetAdmin,
  });

beforeAll(async () => {
  source = await startTestServer();
  target = await startTestServer();
  sourceAdmin = withSession(await source.logIn());
  targetAdmin = withSession(await target.logIn());
  // star-hopper gets another id on each site.
  await addApp(source, sourceAdmin, 'first-app');
  await addApp(source, sourceAdmin, 'star-hopper');
  await subscribed(source, 'news-fan@example.com');
  await subscribed(source, 'hopper-fan@example.com', 'star-hopper');
  await addApp(target, targetAdmin, 'star-hopper');
  await addApp(target, targetAdmin, 'gone-app');
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

beforeEach(async () => {
  await target.query('delete from subscribers');
});

async function targetsOwnSubscribers() {
  await subscribed(target, 'own@example.com');
  await subscribed(target, 'own-hopper@example.com', 'star-hopper');
  await subscribed(target, 'own-gone@example.com', 'gone-app');
}

describe('subscribers in a site archive', () => {
  it('are left out of an export unless asked', async () => {
    expect(tablesIn(await exported())).not.toContain('subscribers');
    expect(gunzipSync(await exported()).toString()).not.toContain('fan@example.com');
    expect(tablesIn(await exported('?subscribers=true'))).toContain('subscribers');
  });

  it("are left out of an import unless asked: the site keeps its own, an app's on the app of its slug", async () => {
    await targetsOwnSubscribers();
    const answer = await importInto(await exported('?subscribers=true'), '');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ subscribersLeftOut: 2 });
    expect(answer.json().tables).not.toHaveProperty('subscribers');
    expect(await subscribersOf(target)).toEqual([
      { email: 'own-hopper@example.com', list: 'star-hopper', state: 'confirmed' },
      { email: 'own@example.com', list: 'news', state: 'confirmed' },
    ]);
  });

  it("replace the site's own when asked", async () => {
    await targetsOwnSubscribers();
    const answer = await importInto(await exported('?subscribers=true'), '&subscribers=true');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ subscribersLeftOut: 0, tables: { subscribers: 2 } });
    expect(await subscribersOf(target)).toEqual(await subscribersOf(source));
  });

  it('are refused when asked of an archive exported without them, changing nothing', async () => {
    await targetsOwnSubscribers();
    const before = await subscribersOf(target);
    const answer = await importInto(await exported(), '&subscribers=true');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^The archive holds no subscribers/);
    expect(await subscribersOf(target)).toEqual(before);
  });
});
