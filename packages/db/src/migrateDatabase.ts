import { ADVISORY_LOCKS } from './advisoryLocks';
import type { Orm } from './orm';
import { withConnection } from './withConnection';

/**
 * Brings the schema up to date; safe on every start and from several instances at once. The lock is held by
 * a connection of its own for the whole run and ends with it.
 */
export async function migrateDatabase(orm: Orm): Promise<void> {
  await withConnection(orm.config.get('clientUrl')!, async (lock) => {
    await lock.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await orm.getMigrator().up();
  });
}
