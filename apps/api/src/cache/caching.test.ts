import { whenCachesListen } from '../testing/cacheListening';
import { eventually } from '../testing/eventually';
import { startTestServer, withSession, type TestServer } from '../testing/testServer';

let first: TestServer;
let second: TestServer;

const appFields = (name: string) => ({
  name,
  slug: 'cached-app',
  description: 'An app that shows how the content cache behaves.',
  shortDescription: 'Shows the content cache.',
  category: 'Utility',
  icon: '/api/placeholder-image',
  screenshots: ['https://example.com/shot.png'],
});

const names = async (server: TestServer, url: string) =>
  JSON.stringify((await server.app.inject({ method: 'GET', url })).json());

beforeAll(async () => {
  // Two instances of the site on one database; the second starts after the first change, so that
  // notification cannot reach it late.
  first = await startTestServer();
  const admin = withSession(await first.logIn());
  await first.app.inject({
    method: 'POST',
    url: '/api/admin/apps',
    ...admin,
    payload: appFields('Cached App'),
  });
  second = await startTestServer({}, { database: first.database });
  await whenCachesListen(first, 2);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('the content cache', () => {
  it('answers repeated list requests from memory', async () => {
    const before = await names(second, '/api/apps');
    expect(before).toContain('Cached App');
    // A change behind the API's back (no notification) is not seen: the answer comes from the cache.
    await second.query(`update apps set name = 'Renamed Quietly'`);
    expect(await names(second, '/api/apps')).toBe(before);
  });

  it('is cleared on every instance when content changes through the API', async () => {
    const trpcUrl = '/trpc/apps.list?batch=1&input=%7B%7D';
    await names(second, trpcUrl);
    const admin = withSession(await first.logIn());
    const [app] = (await first.app.inject({ method: 'GET', url: '/api/apps' })).json<
      { id: number }[]
    >();
    const update = await first.app.inject({
      method: 'PUT',
      url: `/api/admin/apps/${app!.id}`,
      ...admin,
      payload: appFields('Announced App'),
    });
    expect(update.statusCode).toBe(200);
    expect(
      await eventually(
        () => names(second, '/api/apps'),
        (body) => body.includes('Announced App'),
      ),
    ).toContain('Announced App');
    expect(
      await eventually(
        () => names(second, trpcUrl),
        (body) => body.includes('Announced App'),
      ),
    ).toContain('Announced App');
    expect(await names(first, '/api/apps')).toContain('Announced App');
  });

  it('answers a tRPC call from its one entry whatever query parameters tRPC does not read', async () => {
    const url = '/trpc/apps.list?batch=1&input=%7B%7D';
    const kept = await names(second, url);
    await second.query(`update apps set name = 'Renamed Behind The Back'`);
    expect(await names(second, `${url}&x=unique`)).toBe(kept);
    expect(await names(second, `/trpc/apps.list?x=other&input=%7B%7D&batch=1`)).toBe(kept);
  });

  it('never keeps a streamed tRPC answer, nor gives one to a client that did not ask for it', async () => {
    const url = '/trpc/blog.list?batch=1&input=%7B%7D';
    const streamed = await second.app.inject({
      method: 'GET',
      url,
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(streamed.statusCode).toBe(200);
    const plain = await second.app.inject({ method: 'GET', url });
    expect(plain.headers['content-type']).toBe(streamed.headers['content-type']);
    expect(plain.json()).toEqual([{ result: { data: [] } }]);
  });

  it('never keeps answers that depend on the visitor', async () => {
    const cookie = await first.logIn();
    const signedIn = await first.app.inject({
      method: 'GET',
      url: '/trpc/auth.me,apps.list?batch=1&input=%7B%7D',
      ...withSession(cookie),
    });
    const anonymous = await first.app.inject({
      method: 'GET',
      url: '/trpc/auth.me,apps.list?batch=1&input=%7B%7D',
    });
    expect(signedIn.body).toContain('"username":"admin"');
    expect(anonymous.body).not.toContain('"username":"admin"');
  });
});
