import { eventually } from '../testing/eventually';
import { SPACE_MINER } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer({ analyticsFlushMs: 20 });
const admin = useAdminSession(server);

const PHONE = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile';

const analytics = (days?: number) =>
  server().app.inject({
    method: 'GET',
    url: `/api/admin/analytics${days ? `?days=${days}` : ''}`,
    ...admin(),
  });

beforeAll(async () => {
  await server().app.inject({
    method: 'POST',
    url: '/api/admin/apps',
    ...admin(),
    payload: SPACE_MINER,
  });
  const events = [
    { type: 'view', path: '/apps/space-miner' },
    { type: 'store_click', appSlug: 'space-miner', store: 'app_store' },
  ];
  for (const [index, payload] of events.entries()) {
    await server().app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'user-agent': PHONE },
      remoteAddress: `198.51.100.${index + 1}`,
      payload,
    });
  }
});

describe('GET /api/admin/analytics', () => {
  it('reports what was recorded in the shape the dashboard reads', async () => {
    const report = await eventually(
      async () => (await analytics(30)).json(),
      // The report's parts are read at once on their own connections: wait until each has the click.
      (body) => body.totals?.storeClicks === 1 && body.apps?.[0]?.storeClicks === 1,
    );
    expect(report.totals).toEqual({ views: 1, visitors: 2, storeClicks: 1 });
    expect(report.daily).toHaveLength(30);
    expect(report.daily.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      views: 1,
      visitors: 2,
      storeClicks: 1,
    });
    expect(report.apps).toEqual([
      {
        id: expect.any(Number),
        name: 'Space Miner',
        slug: 'space-miner',
        views: 1,
        storeClicks: 1,
      },
    ]);
    expect(report.posts).toEqual([]);
  });

  it('reports 30 days unless asked for another number, up to 365', async () => {
    expect((await analytics()).json().daily).toHaveLength(30);
    expect((await analytics(90)).json().daily).toHaveLength(90);
    const tooMany = await analytics(400);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { days: ['Days must be at most 365'] },
    });
  });
});
