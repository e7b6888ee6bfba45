import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS } from '@studio/db';

/**
 * Ends every day before `today`: its visitor count moves to analytics_daily_visitors, and its visitor hashes
 * and salt are deleted. Safe from several instances at once (they take turns), and again for the same day
 * (a straggler written late adds to the count).
 */
export async function closeFinishedDays(em: EntityManager, today: string): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [ADVISORY_LOCKS.analyticsDayEnd]);
    await tx.execute(
      `insert into analytics_daily_visitors (day, visitors)
         select day, count(*) from analytics_visitors where day < ?::date group by day
       on conflict (day) do update set
         visitors = analytics_daily_visitors.visitors + excluded.visitors`,
      [today],
      'run',
    );
    await tx.execute('delete from analytics_visitors where day < ?::date', [today], 'run');
    await tx.execute('delete from analytics_salts where day < ?::date', [today], 'run');
  });
}
