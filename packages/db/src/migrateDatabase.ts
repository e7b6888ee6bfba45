import pg from 'pg';
import type { Orm } from './orm';

// Any fixed number: instances starting together take turns to migrate.
const MIGRATION_LOCK = 7_345_001;

/** Brings the schema up to date; safe on every start and from several instances at once. */
export async function migrateDatabase(orm: Orm): Promise<void> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await orm.getMigrator().up();
  } finally {
    await lock.end();
  }
}
