import { openDatabase } from '@studio/db';
import { closeFinishedDays } from '@studio/core/services/analytics/closeFinishedDays';
import { EventBatch } from '@studio/core/services/analytics/dayEvents';
import { saveDayEvents } from '@studio/core/services/analytics/saveDayEvents';
import { utcDay } from '@studio/core/services/analytics/utcDay';
import { VisitorSalts } from '@studio/core/services/analytics/visitorSalts';
import type { AnalyticsEvent } from '@studio/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixed-seed generator (mulberry32), so every run records the same events. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Records `count` events spread over the last `days` days through the site's own writer, one day at a
 * time as the site would have (each day with its salt, then ended), so the tables look like years of use.
 */
export async function seedAnalytics(
  databaseUrl: string,
  site: { paths: string[]; appSlugs: string[] },
  count: number,
  days: number,
): Promise<void> {
  const next = random(20261123);
  const orm = await openDatabase(databaseUrl);
  try {
    const salts = new VisitorSalts();
    const today = Date.now();
    for (let index = 0; index < days; index++) {
      const at = new Date(today - (days - 1 - index) * DAY_MS);
      const day = utcDay(at);
      const batch = new EventBatch();
      const dayCount = Math.floor(count / days) + (index < count % days ? 1 : 0);
      for (let event = 0; event < dayCount; event++) {
        const visitor = `10.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}.1\nPhone`;
        const recorded: AnalyticsEvent =
          next() < 0.05
            ? {
                type: 'store_click',
                appSlug: site.appSlugs[Math.floor(next() * site.appSlugs.length)]!,
                store: next() < 0.5 ? 'app_store' : 'play_store',
              }
            : { type: 'view', path: site.paths[Math.floor(next() * site.paths.length)]! };
        batch.add(recorded, visitor, at);
      }
      const em = orm.em.fork();
      for (const events of batch.take()) {
        await saveDayEvents(em, events, await salts.saltFor(em, day, day));
      }
    }
    await closeFinishedDays(orm.em.fork(), utcDay());
  } finally {
    await orm.close();
  }
}
