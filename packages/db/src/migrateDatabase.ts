import pg from 'pg';
import { ADVISORY_LOCKS } from './advisoryLocks';
import type { Orm } from './orm';

/** Brings the schema up to date; safe on every start and from several instances at once. */
export async function migrateDatabase(orm: Orm): Promise<void> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await orm.getMigrator().up();
  } finally {
    await lock.end();
  }
}
