import { startSiteBuild } from '@studio/db';
import { builtWebDir } from '../../testing/builtWeb';
import { eventually } from '../../testing/eventually';
import { appFields } from '../../testing/siteContent';
import { ADMIN, startTestServer, type TestServer } from '../../testing/testServer';
import { freePort, startVarnish, type Varnish } from '../../testing/varnish';

// The site in front of which a real Varnish runs with the shipped VCL (deploy/varnish/default.vcl).
const PUBLIC_ORIGIN = 'http://studio.test';
let server: TestServer;
let site: string;
let varnish: Varnish;
let cookie: string;
let appId: number;

/** A read through Varnish, as an anonymous visitor unless a session cookie is given. */
function read(path: string, session?: string) {
  return fetch(`${varnish.url}${path}`, {
    headers: { 'accept-encoding': 'gzip', ...(session ? { cookie: session } : {}) },
  });
}

/** Varnish's X-Varnish names two transactions on a hit (this one and the one that stored it). */
const isHit = (answer: Response) => /^\d+ \d+$/.test(answer.headers.get('x-varnish') ?? '');

/** A write through Varnish (which passes it), or straight to the site, as the signed-in admin. */
async function write(method: string, path: string, body?: object, base = varnish.url) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', origin: PUBLIC_ORIGIN },
    body: JSON.stringify(body ?? {}),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** The purges Varnish has not had yet, asked of the site itself (Varnish may be down). */
async function pending() {
  const answer = await fetch(`${site}/api/admin/cache/purges`, { headers: { cookie } });
  return (await answer.json()) as { keys: string[]; waitingFor: string[] }[];
}

/** Every purge not delivered yet, tried or not. */
const queued = () => server.query('select keys from cache_purges');

const renamed = (name: string, base?: string) =>
  write('PUT', `/api/admin/apps/${appId}`, appFields({ name, slug: 'varnished' }), base);

beforeAll(async () => {
  const varnishPort = await freePort();
  server = await startTestServer({
    webDistDir: builtWebDir(),
    publicOrigin: PUBLIC_ORIGIN,
    cachePurgeUrls: [`http://127.0.0.1:${varnishPort}/`],
    purgeRetryCheckMs: 100,
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as { port: number };
  site = `http://127.0.0.1:${port}`;
  varnish = await startVarnish(port, varnishPort);
  const login = await fetch(`${varnish.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const app = await write(
    'POST',
    '/api/admin/apps',
    appFields({ name: 'Varnished', slug: 'varnished' }),
  );
  appId = Number(app.id);
  // The site started before Varnish: the purge of everything its build's start queued waits for it.
  expect(await eventually(queued, (left) => left.length === 0)).toEqual([]);
}, 60_000);

afterAll(async () => {
  await varnish?.close();
  await server?.close();
});

describe('the site behind Varnish', () => {
  it('answers a second read of a page from the cache', async () => {
    await read('/apps/varnished');
    const second = await read('/apps/varnished');
    expect(second.status).toBe(200);
    expect(isHit(second)).toBe(true);
  });

  it("shows an admin's edit of an app on the very next read of every answer that shows it", async () => {
    const reads = ['/apps/varnished', '/', '/apps', '/api/apps', '/api/apps/varnished'];
    for (const path of reads) await read(path);
    for (const path of reads) expect(isHit(await read(path))).toBe(true);

    await renamed('Varnished Again');
    const answered = Date.now();
    for (const path of reads) {
      const fresh = await read(path);
      expect([path, (await fresh.text()).includes('Varnished Again')]).toEqual([path, true]);
    }
    expect(Date.now() - answered).toBeLessThan(1000);
  });

  it('never serves a preview link from the cache', async () => {
    const { url } = await write('POST', `/api/admin/apps/${appId}/preview-link`);
    const path = new URL(String(url)).pathname;
    await read(path);
    const second = await read(path);
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe('private, no-store');
    expect(isHit(second)).toBe(false);
  });

  it('never serves an admin screen or the sign-in screen from the cache', async () => {
    for (const path of ['/admin', '/auth']) {
      await read(path);
      const second = await read(path);
      expect([path, second.status, isHit(second)]).toEqual([path, 200, false]);
    }
  });

  it('never serves a signed-in answer from the cache', async () => {
    for (const path of ['/api/user', '/api/admin/apps', '/api/apps']) {
      await read(path, cookie);
      const second = await read(path, cookie);
      expect([path, second.status, isHit(second)]).toEqual([path, 200, false]);
    }
  });

  it('drops every answer when a new build of the site starts', async () => {
    const reads = ['/apps/varnished', '/', '/api/apps'];
    for (const path of reads) await read(path);
    for (const path of reads) expect(isHit(await read(path))).toBe(true);

    // What the first instance of another build does when it starts (newBuildPurge).
    expect(await startSiteBuild(server.orm.em, 'another-build')).toBe(true);
    await eventually(queued, (left) => left.length === 0);
    for (const path of reads) expect([path, isHit(await read(path))]).toEqual([path, false]);
  });

  it('delivers a purge it missed while down once it is back', async () => {
    await varnish.stop();
    await renamed('Varnished While Down', site);
    const missed = await pending();
    expect(missed).toEqual([
      expect.objectContaining({
        keys: expect.arrayContaining([`app-${appId}`]),
        waitingFor: [`${varnish.url}/`],
      }),
    ]);

    await varnish.start();
    expect(await eventually(pending, (left) => left.length === 0)).toEqual([]);
  }, 30_000);
});
