import { ADVISORY_LOCKS } from './advisoryLocks';
import { openDatabaseForLongJobs, type Orm } from './orm';
import { withConnection } from '@studio/embedded-postgres';

/**
 * Brings the schema up to date; safe on every start and from several instances at once. The lock is held by
 * a connection of its own for the whole run and ends with it. Migrations run without the bounds on waits that
 * requests have: building an index on a large table may rightly take minutes.
 */
export async function migrateDatabase(orm: Orm): Promise<void> {
  const clientUrl = orm.config.get('clientUrl')!;
  await withConnection(clientUrl, async (lock) => {
    await lock.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    const migrations = await openDatabaseForLongJobs(clientUrl);
    try {
      await migrations.getMigrator().up();
    } finally {
      await migrations.close();
    }
  });
}
