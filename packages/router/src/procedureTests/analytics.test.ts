import type { AnalyticsEvent } from '@studio/schemas';
import { ADMIN, appFields, callAs, postFields, useTestDatabase } from '../testing/harness';
import { analyticsReport } from '@studio/core/services/analytics/analyticsReport';
import { closeFinishedDays } from '@studio/core/services/analytics/closeFinishedDays';
import { EventBatch } from '@studio/core/services/analytics/dayEvents';
import { saveDayEvents } from '@studio/core/services/analytics/saveDayEvents';
import { VisitorSalts } from '@studio/core/services/analytics/visitorSalts';

const orm = useTestDatabase();

const TODAY = '2026-11-23';
const YESTERDAY = '2026-11-22';
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const ALICE = '198.51.100.7\nMozilla/5.0 (iPhone) Alice';
const BOB = '203.0.113.9\nMozilla/5.0 (Android) Bob';

const view = (path: string): AnalyticsEvent => ({ type: 'view', path });
const click = (appSlug: string, store: 'app_store' | 'play_store'): AnalyticsEvent => ({
  type: 'store_click',
  appSlug,
  store,
});

/** Writes events as the API's recorder does: a batch, then each day with its salt. */
async function record(events: [AnalyticsEvent, string, string][], today = TODAY) {
  const batch = new EventBatch();
  for (const [event, visitor, day] of events) batch.add(event, visitor, at(day));
  const salts = new VisitorSalts();
  const em = orm().em.fork();
  for (const day of batch.take()) {
    await saveDayEvents(em, day, await salts.saltFor(em, day.day, today));
  }
}

async function addContent() {
  const admin = callAs(orm(), ADMIN).caller;
  const app = await admin.admin.apps.create(appFields());
  const other = await admin.admin.apps.create(appFields({ slug: 'tip-split', name: 'Tip Split' }));
  const post = await admin.admin.blog.create(postFields());
  await admin.admin.blog.create(
    postFields({ slug: 'a-draft', title: 'A draft post', published: false }),
  );
  return { app, other, post };
}

const report = (days = 30) => analyticsReport(orm().em.fork(), days, TODAY);

describe('recorded analytics', () => {
  it('counts views per day, app and post, and store clicks per app', async () => {
    const { app, other, post } = await addContent();
    await record(
      [
        [view('/blog/behind-the-scenes'), ALICE, YESTERDAY],
        [view('/'), ALICE, YESTERDAY],
      ],
      YESTERDAY,
    );
    await record([
      [view('/apps/space-miner'), ALICE, TODAY],
      [view('/apps/space-miner'), BOB, TODAY],
      [view('/apps/space-miner/privacy'), BOB, TODAY],
      [click('space-miner', 'app_store'), ALICE, TODAY],
      [click('space-miner', 'play_store'), BOB, TODAY],
    ]);
    const analytics = await report();
    expect(analytics.totals).toEqual({ views: 5, visitors: 3, storeClicks: 2 });
    expect(analytics.daily.at(-1)).toEqual({ date: TODAY, views: 3, visitors: 2, storeClicks: 2 });
    expect(analytics.daily.at(-2)).toEqual({
      date: YESTERDAY,
      views: 2,
      visitors: 1,
      storeClicks: 0,
    });
    expect(analytics.apps).toEqual([
      { id: app.id, name: 'Space Miner', slug: 'space-miner', views: 2, storeClicks: 2 },
      { id: other.id, name: 'Tip Split', slug: 'tip-split', views: 0, storeClicks: 0 },
    ]);
    expect(analytics.posts).toEqual([
      { id: post.id, title: 'Behind the scenes', slug: 'behind-the-scenes', views: 1 },
    ]);
  });

  it('reports every day of the period, oldest first, with zeros where nothing happened', async () => {
    const analytics = await report(90);
    expect(analytics.daily).toHaveLength(90);
    expect(analytics.daily[0]).toEqual({
      date: '2026-08-26',
      views: 0,
      visitors: 0,
      storeClicks: 0,
    });
    expect(analytics.daily.at(-1)?.date).toBe(TODAY);
  });

  it('leaves out days before the period', async () => {
    await addContent();
    await record([
      [view('/'), ALICE, '2026-10-24'],
      [view('/'), ALICE, '2026-10-25'],
    ]);
    expect((await report(30)).totals.views).toBe(1);
  });

  it('counts a visitor once a day, however many pages they see', async () => {
    await addContent();
    await record([
      [view('/'), ALICE, TODAY],
      [view('/apps'), ALICE, TODAY],
      [view('/apps/space-miner'), ALICE, TODAY],
    ]);
    expect((await report()).totals).toMatchObject({ views: 3, visitors: 1 });
  });

  it('adds counts written by several batches (or instances) to the same day', async () => {
    await addContent();
    await record([[view('/apps/space-miner'), ALICE, TODAY]]);
    await record([[view('/apps/space-miner'), ALICE, TODAY]]);
    const analytics = await report();
    expect(analytics.apps[0]?.views).toBe(2);
    expect(analytics.totals.visitors).toBe(1);
  });

  it("counts each language's page on its own while the site has the language, and an app's views in every language", async () => {
    const { app } = await addContent();
    await callAs(orm(), ADMIN).caller.admin.settings.saveLocales({
      default: 'en',
      locales: ['en', 'de'],
    });
    await record([
      [view('/apps/space-miner'), ALICE, TODAY],
      [view('/de/apps/space-miner'), BOB, TODAY],
      [view('/de'), BOB, TODAY],
      [view('/ja/apps/space-miner'), ALICE, TODAY],
    ]);

    const rows = await orm().em.execute<{ path: string; views: number }[]>(
      'select path, views from analytics_page_views order by path',
    );
    expect(rows).toEqual([
      { path: '/apps/space-miner', views: 1 },
      { path: '/de', views: 1 },
      { path: '/de/apps/space-miner', views: 1 },
    ]);
    const analytics = await report();
    expect(analytics.apps.find(({ id }) => id === app.id)?.views).toBe(2);
    expect(analytics.languages).toEqual([
      { locale: 'en', views: 1 },
      { locale: 'de', views: 2 },
    ]);
  });

  it('ignores pages of apps and posts that do not exist, drafts and admin pages', async () => {
    await addContent();
    const batch = new EventBatch();
    expect(batch.add(view('/admin/dashboard'), ALICE)).toBe(false);
    await record([
      [view('/apps/no-such-app'), ALICE, TODAY],
      [view('/blog/a-draft'), ALICE, TODAY],
      [view('/apps/category/Music'), ALICE, TODAY],
      [click('no-such-app', 'app_store'), ALICE, TODAY],
    ]);
    const rows = await orm().em.execute('select * from analytics_page_views');
    expect(rows).toEqual([]);
    expect((await report()).totals.storeClicks).toBe(0);
  });

  it("keeps an app's past views in the totals after the app is deleted", async () => {
    const { app } = await addContent();
    await record([[view('/apps/space-miner'), ALICE, TODAY]]);
    await callAs(orm(), ADMIN).caller.admin.apps.delete({ id: app.id });
    const analytics = await report();
    expect(analytics.totals.views).toBe(1);
    expect(analytics.apps.map((listed) => listed.slug)).toEqual(['tip-split']);
  });
});

describe('visitor privacy', () => {
  it('stores a hash, never the address or the user agent', async () => {
    await addContent();
    await record([[view('/apps/space-miner'), ALICE, TODAY]]);
    const [visitor, ...others] = await orm().em.execute<{ day: string; hash: Buffer }[]>(
      'select day, hash from analytics_visitors',
    );
    expect(others).toEqual([]);
    expect(visitor!.hash).toHaveLength(16);
    const everything = JSON.stringify(
      await orm().em.execute(
        `select (select json_agg(v) from analytics_visitors v) as visitors,
                (select json_agg(p) from analytics_page_views p) as views`,
      ),
    );
    expect(everything).not.toContain('198.51.100.7');
    expect(everything).not.toContain('Alice');
  });

  it('gives every instance the same salt for the day', async () => {
    const em = orm().em.fork();
    const first = await new VisitorSalts().saltFor(em, TODAY, TODAY);
    const second = await new VisitorSalts().saltFor(em, TODAY, TODAY);
    expect(first).toHaveLength(32);
    expect(second).toEqual(first);
  });

  it('deletes the salt and the hashes when the day ends, keeping its visitor count', async () => {
    await addContent();
    await record(
      [
        [view('/'), ALICE, YESTERDAY],
        [view('/'), BOB, YESTERDAY],
      ],
      YESTERDAY,
    );
    await closeFinishedDays(orm().em.fork(), TODAY);
    const remaining = await orm().em.execute(
      'select (select count(*) from analytics_salts)::int as salts, (select count(*) from analytics_visitors)::int as hashes',
    );
    expect(remaining).toEqual([{ salts: 0, hashes: 0 }]);
    expect((await report()).daily.at(-2)).toMatchObject({ date: YESTERDAY, visitors: 2 });
  });

  it('counts no visitors for a day whose salt is already gone', async () => {
    await addContent();
    await closeFinishedDays(orm().em.fork(), TODAY);
    await record([[view('/'), ALICE, YESTERDAY]]);
    expect((await report()).daily.at(-2)).toMatchObject({ views: 1, visitors: 0 });
  });
});
