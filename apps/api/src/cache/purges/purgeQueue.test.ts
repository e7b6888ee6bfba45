import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtWebDir } from '../../testing/builtWeb';
import { eventually } from '../../testing/eventually';
import { appFields } from '../../testing/siteContent';
import {
  startTestServer,
  useAdminSession,
  useTestServer,
  withSession,
  type TestServer,
} from '../../testing/testServer';
import { deliverDuePurges, forgetMootPurges, PURGES_MOOT_AFTER_SECONDS } from './purgeDelivery';

/** A shared cache's purge endpoint that answers `status` and notes the keys of every PURGE. */
async function startPurgeEndpoint() {
  const endpoint = { status: 200, keys: [] as string[], url: '' };
  const server = createServer((request, response) => {
    if (request.method === 'PURGE') endpoint.keys.push(String(request.headers['surrogate-key']));
    response.writeHead(endpoint.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    endpoint,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface QueuedRow {
  keys: string[];
  attempts: number;
  delivered_to: string[];
}

const RETRY_MS = 50;
// An instance without CACHE_PURGE_URLS, as every test server is unless told.
const unconfigured = useTestServer({ purgeRetryCheckMs: RETRY_MS });
const admin = useAdminSession(unconfigured);
let cache: Awaited<ReturnType<typeof startPurgeEndpoint>>;
let slugs = 0;

beforeAll(async () => {
  cache = await startPurgeEndpoint();
});
afterAll(() => cache.close());
beforeEach(async () => {
  await unconfigured().query('delete from cache_purges');
  cache.endpoint.keys = [];
  cache.endpoint.status = 200;
});

const queued = () =>
  unconfigured().query<QueuedRow>(
    'select keys, attempts, delivered_to from cache_purges order by id',
  );

/** An admin adds an app through the instance without CACHE_PURGE_URLS: it queues the purge of `apps`. */
async function addApp() {
  slugs += 1;
  const created = await unconfigured().app.inject({
    method: 'POST',
    url: '/api/admin/apps',
    payload: appFields({ name: `Queued ${slugs}`, slug: `queued-${slugs}` }),
    ...admin(),
  });
  expect(created.statusCode).toBe(201);
}

/** A second instance on the same database, with the purge endpoint as its CACHE_PURGE_URLS. */
function startPurgingInstance(): Promise<TestServer> {
  return startTestServer(
    { cachePurgeUrls: [cache.endpoint.url], purgeRetryCheckMs: RETRY_MS },
    { database: unconfigured().database },
  );
}

describe('the purge queue', () => {
  it('is left alone by an instance without CACHE_PURGE_URLS, and delivered by one that has them', async () => {
    await addApp();
    // Many of its retry rounds later, the purge is still queued, neither tried nor marked delivered.
    await new Promise((resolve) => setTimeout(resolve, 10 * RETRY_MS));
    expect(await deliverDuePurges(unconfigured().orm.em, [])).toBe(0);
    expect(await queued()).toEqual([{ keys: ['apps'], attempts: 0, delivered_to: [] }]);

    const purging = await startPurgingInstance();
    try {
      expect(await eventually(queued, (rows) => rows.length === 0)).toEqual([]);
      expect(cache.endpoint.keys).toEqual(['apps']);
    } finally {
      await purging.close();
    }
  });

  it('keeps what the cache refused, with the error, in the purges list and on the dashboard until it takes it', async () => {
    cache.endpoint.status = 503;
    const purging = await startPurgingInstance();
    try {
      await addApp();
      await eventually(queued, (rows) => rows[0]?.attempts === 1);
      const lastError = `${cache.endpoint.url} answered 503`;

      const cookie = await purging.logIn();
      const pending = await purging.app.inject({
        method: 'GET',
        url: '/api/admin/cache/purges',
        ...withSession(cookie),
      });
      expect(pending.json()).toEqual([
        expect.objectContaining({ keys: ['apps'], waitingFor: [cache.endpoint.url], lastError }),
      ]);
      // Any instance tells it: it is read from the queue.
      const failures = await unconfigured().app.inject({
        method: 'GET',
        url: '/api/admin/cache/purge-failures',
        ...admin(),
      });
      expect(failures.json()).toEqual({
        failing: 1,
        lastError,
        failingSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });

      cache.endpoint.status = 200;
      // Retried after its back-off (a second).
      expect(await eventually(queued, (rows) => rows.length === 0)).toEqual([]);
      const cleared = await unconfigured().app.inject({
        method: 'GET',
        url: '/api/admin/cache/purge-failures',
        ...admin(),
      });
      expect(cleared.json()).toEqual({ failing: 0, lastError: null, failingSince: null });
    } finally {
      await purging.close();
    }
  });

  it('forgets only the purges older than any answer a shared cache may still hold', async () => {
    await unconfigured().query(
      `insert into cache_purges (keys, created_at) values
         ('{post-1}', now() - ? * interval '1 second'), ('{post-2}', now() - interval '1 hour')`,
      [PURGES_MOOT_AFTER_SECONDS + 60],
    );
    expect(await forgetMootPurges(unconfigured().orm.em)).toBe(1);
    expect((await queued()).map((row) => row.keys)).toEqual([['post-2']]);
  });
});

describe('a new build of the site', () => {
  it('has the shared caches drop every answer once, however many of its instances start', async () => {
    const website = { webDistDir: builtWebDir(), purgeRetryCheckMs: RETRY_MS };
    await unconfigured().query('delete from site_build');
    const instances = await Promise.all([
      startTestServer(website, { database: unconfigured().database }),
      startTestServer(website, { database: unconfigured().database }),
    ]);
    try {
      expect(await queued()).toEqual([{ keys: ['site'], attempts: 0, delivered_to: [] }]);
      // One more instance of the same build, later: nothing new.
      const later = await startTestServer(website, { database: unconfigured().database });
      await later.close();
      expect(await queued()).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
