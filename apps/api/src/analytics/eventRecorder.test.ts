import { useTestDatabase } from '@studio/db/testing';
import { pino } from 'pino';
import { EventRecorder, VIEW_COUNTS_REFRESH_MS } from './eventRecorder';

const database = useTestDatabase();
const orm = () => database().orm;

beforeAll(async () => {
  await orm().em.execute(
    `insert into apps (name, slug, description, short_description, category, icon, screenshots)
     values ('Space Miner', 'space-miner', 'Mine asteroids.', 'Mine asteroids.', 'Game', '/x.png', '{}')`,
  );
});

const VISITOR = '198.51.100.7\nMozilla/5.0 (iPhone)';

/** A recorder on a clock the test moves, counting the content-change announcements it makes. */
function recorderAt(start: number) {
  let now = start;
  const announced: number[] = [];
  const recorder = new EventRecorder({
    orm: orm(),
    log: pino({ level: 'silent' }),
    flushIntervalMs: 60_000,
    notifyContentChanged: async () => void announced.push(now),
    now: () => new Date(now),
  });
  return { recorder, announced, advance: (ms: number) => (now += ms) };
}

async function views(path: string): Promise<number> {
  const [row] = await orm().em.execute<{ views: number }[]>(
    'select coalesce(sum(views), 0)::int as views from analytics_page_views where path = ?',
    [path],
  );
  return row!.views;
}

describe('EventRecorder', () => {
  it('announces new view counts at most every 10 minutes, and only when app pages were seen', async () => {
    const { recorder, announced, advance } = recorderAt(Date.UTC(2026, 10, 23, 9));
    recorder.record({ type: 'view', path: '/apps/space-miner' }, VISITOR);
    await recorder.flush();
    expect(announced).toEqual([]);

    advance(VIEW_COUNTS_REFRESH_MS);
    recorder.record({ type: 'view', path: '/about' }, VISITOR);
    await recorder.flush();
    expect(announced).toHaveLength(1);

    advance(VIEW_COUNTS_REFRESH_MS);
    recorder.record({ type: 'view', path: '/about' }, VISITOR);
    await recorder.flush();
    expect(announced).toHaveLength(1);
  });

  it('keeps the events of a failed write and writes them with the next', async () => {
    const { recorder } = recorderAt(Date.UTC(2026, 10, 23, 10));
    const before = await views('/blog');
    recorder.record({ type: 'view', path: '/blog' }, VISITOR);
    // Writing needs the salt table: with it renamed away, the write fails.
    await orm().em.execute('alter table analytics_salts rename to analytics_salts_away');
    await recorder.flush();
    await orm().em.execute('alter table analytics_salts_away rename to analytics_salts');
    expect(await views('/blog')).toBe(before);
    await recorder.flush();
    expect(await views('/blog')).toBe(before + 1);
  });

  it.each(['/press', '/apps/space-miner/press', '/apps/space-miner/releases'])(
    'counts the views of %s, a page of the route table',
    async (path) => {
      const { recorder } = recorderAt(Date.UTC(2026, 10, 23, 11));
      const before = await views(path);
      recorder.record({ type: 'view', path }, VISITOR);
      await recorder.flush();
      expect(await views(path)).toBe(before + 1);
    },
  );
});
