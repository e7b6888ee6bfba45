import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

/**
 * Bounds on every wait for the database while serving requests, so that a request answers (503) within about
 * 4.5 seconds when the database hangs, e.g. frozen: a free connection from the pool, a new connection, and each
 * query. The server cancels a slow statement a little before the client stops waiting for a silent one.
 */
export const DATABASE_WAITS = {
  acquireMs: 1500,
  connectMs: 1500,
  statementMs: 2500,
  queryMs: 3000,
} as const;

const boundedWaits = {
  acquireConnectionTimeout: DATABASE_WAITS.acquireMs,
  connection: {
    connectionTimeoutMillis: DATABASE_WAITS.connectMs,
    statement_timeout: DATABASE_WAITS.statementMs,
    query_timeout: DATABASE_WAITS.queryMs,
  },
};

/** The MikroORM settings for one PostgreSQL database; nothing is discovered from the file system, so a bundle runs too. */
function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  const { migrations, ...rest } = overrides;
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    metadataCache: { enabled: false },
    forceUtcTimezone: true,
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotName: '.snapshot-studio',
      emit: 'ts',
      silent: true,
      ...migrations,
    },
    pool: { min: 0, max: 10 },
    ...rest,
  });
}

/** The database as requests use it: every wait bounded (DATABASE_WAITS). */
export function openDatabase(clientUrl: string, overrides: Partial<Options> = {}): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, { driverOptions: boundedWaits, ...overrides }));
}

/** The database for jobs whose statements may rightly take long (migrations, a whole-site export or import). */
export function openDatabaseForLongJobs(
  clientUrl: string,
  overrides: Partial<Options> = {},
): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, overrides));
}
