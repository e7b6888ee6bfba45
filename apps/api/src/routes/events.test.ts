import type { InjectOptions } from 'fastify';
import { eventually } from '../testing/eventually';
import { startTestServer, useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer({ analyticsFlushMs: 20 });
const admin = useAdminSession(server);

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function sendEvent(payload: unknown, options: Partial<InjectOptions> = {}) {
  return server().app.inject({
    method: 'POST',
    url: '/api/events',
    payload: payload as InjectOptions['payload'],
    ...options,
    headers: { 'user-agent': PHONE, 'content-type': 'application/json', ...options.headers },
  });
}

async function viewsOf(path: string): Promise<number> {
  const [row] = await server().query<{ views: number }>(
    'select coalesce(sum(views), 0)::int as views from analytics_page_views where path = ?',
    [path],
  );
  return row!.views;
}

/**
 * Sends a view and answers how often its path was counted once the recorder has written it: a marker view
 * sent after it (from another visitor) lands in the same write or a later one.
 */
async function recordedView(path: string, options: Partial<InjectOptions> = {}): Promise<number> {
  const markers = await viewsOf('/contact');
  await sendEvent({ type: 'view', path }, options);
  await sendEvent({ type: 'view', path: '/contact' }, { remoteAddress: '192.0.2.250' });
  await eventually(
    () => viewsOf('/contact'),
    (views) => views > markers,
  );
  return viewsOf(path);
}

beforeAll(async () => {
  await server().query(
    `insert into apps (name, slug, description, short_description, category, icon, screenshots)
     values ('Space Miner', 'space-miner', 'Mine asteroids.', 'Mine asteroids.', 'Game', '/x.png', '{}')`,
  );
});

describe('POST /api/events', () => {
  it('counts a page view and answers 204 without a body or a cookie', async () => {
    const response = await sendEvent({ type: 'view', path: '/apps/space-miner' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(
      await eventually(
        () => viewsOf('/apps/space-miner'),
        (views) => views > 0,
      ),
    ).toBe(1);
  });

  it('counts every spelling of a category page in the one row of its category', async () => {
    const spellings = ['/apps/category/%47ame', '/apps/category/game/', '/apps/category/GAME'];
    for (const path of spellings) await recordedView(path);
    expect(await viewsOf('/apps/category/Game')).toBe(3);
    const rows = await server().query<{ path: string }>(
      "select distinct path from analytics_page_views where path like '/apps/category/%'",
    );
    expect(rows).toEqual([{ path: '/apps/category/Game' }]);
  });

  it("counts a German page's views on their own while the site has German, and none of a language it lacks", async () => {
    const saved = await server().app.inject({
      method: 'PUT',
      url: '/api/admin/settings/locales',
      payload: { default: 'en', locales: ['en', 'de'] },
      ...admin(),
    });
    expect(saved.statusCode).toBe(200);

    expect(await recordedView('/de/apps/space-miner')).toBe(1);
    expect(await recordedView('/ja/apps/space-miner')).toBe(0);
  });

  it('counts no path that names no page, however it is spelled', async () => {
    expect(await recordedView('/apps/category/%52acing')).toBe(0);
    const rows = await server().query<{ n: number }>(
      "select count(*)::int as n from analytics_page_views where path like '%acing%'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('counts a store click for the app and store', async () => {
    const response = await sendEvent({
      type: 'store_click',
      appSlug: 'space-miner',
      store: 'play_store',
    });
    expect(response.statusCode).toBe(204);
    const clicks = () =>
      server().query<{ store: string; clicks: number }>(
        'select store, clicks from analytics_store_clicks',
      );
    expect(await eventually(clicks, (rows) => rows.length > 0)).toEqual([
      { store: 'play_store', clicks: 1 },
    ]);
  });

  it('silently leaves out bots and crawlers', async () => {
    const response = await sendEvent(
      { type: 'view', path: '/about' },
      { headers: { 'user-agent': GOOGLEBOT } },
    );
    expect(response.statusCode).toBe(204);
    expect(await recordedView('/about', { headers: { 'user-agent': GOOGLEBOT } })).toBe(0);
  });

  it('silently leaves out requests without a user agent', async () => {
    expect(await recordedView('/terms', { headers: { 'user-agent': '' } })).toBe(0);
  });

  it("silently leaves out the admin's own visits", async () => {
    const response = await sendEvent({ type: 'view', path: '/blog' }, admin());
    expect(response.statusCode).toBe(204);
    expect(await recordedView('/blog', admin())).toBe(0);
  });

  it('stores no address and no user agent anywhere', async () => {
    await sendEvent({ type: 'view', path: '/' }, { remoteAddress: '198.51.100.77' });
    await eventually(
      () => viewsOf('/'),
      (views) => views > 0,
    );
    const [rows] = await server().query<{ everything: string }>(
      `select concat_ws(' ',
         (select json_agg(t)::text from analytics_page_views t),
         (select json_agg(t)::text from analytics_store_clicks t),
         (select json_agg(t)::text from analytics_visitors t),
         (select json_agg(t)::text from analytics_daily_visitors t),
         (select json_agg(t)::text from sessions t)) as everything`,
    );
    expect(rows!.everything).not.toContain('198.51.100.77');
    expect(rows!.everything).not.toContain('iPhone');
    const hashes = await server().query<{ hash: Buffer }>('select hash from analytics_visitors');
    expect(hashes.length).toBeGreaterThan(0);
    for (const { hash } of hashes) expect(hash).toHaveLength(16);
  });

  it.each([
    ['no type', { path: '/apps' }],
    ['a relative path', { type: 'view', path: 'apps' }],
    ['an unknown store', { type: 'store_click', appSlug: 'space-miner', store: 'steam' }],
  ])('answers 400 to an event with %s', async (_case, payload) => {
    const response = await sendEvent(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please correct the highlighted fields.' });
  });

  it('answers 400 to an empty body and 415 to a body that is not JSON', async () => {
    expect((await sendEvent(undefined)).statusCode).toBe(400);
    const text = await sendEvent('type=view', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
  });

  it('answers 403 to an event from another site', async () => {
    const response = await sendEvent(
      { type: 'view', path: '/' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it('cuts off a flood from one address with 429, while others are still counted', async () => {
    const flood = { remoteAddress: '203.0.113.66' };
    // The clock stands still, so that however slow the machine, the allowance does not refill meanwhile.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const statuses: number[] = [];
      for (let sent = 0; sent < 130; sent++) {
        statuses.push((await sendEvent({ type: 'view', path: '/apps' }, flood)).statusCode);
      }
      expect(statuses.filter((status) => status === 204)).toHaveLength(120);
      expect(statuses.at(-1)).toBe(429);
      const refused = await sendEvent({ type: 'view', path: '/apps' }, flood);
      expect(refused.json()).toEqual({
        message: 'Too many events from this address. Please slow down.',
      });
      const other = await sendEvent(
        { type: 'view', path: '/apps' },
        { remoteAddress: '203.0.113.67' },
      );
      expect(other.statusCode).toBe(204);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('shutting down', () => {
  it('writes the events still in memory', async () => {
    const database = server().database;
    const instance = await startTestServer({ analyticsFlushMs: 60_000 }, { database });
    const before = await viewsOf('/cookies');
    await instance.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'user-agent': PHONE },
      payload: { type: 'view', path: '/cookies' },
    });
    await instance.close();
    expect(await viewsOf('/cookies')).toBe(before + 1);
  });
});
