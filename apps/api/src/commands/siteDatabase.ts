import { migrateDatabase, openDatabase } from '@studio/db';
import { useEmbeddedPostgres } from '@studio/embedded-postgres';
import { loadConfig } from '../config/config';

/**
 * Runs an operator's command on the site's database: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (the
 * running site's own when it runs, started for the command otherwise). The migrations run first, as at the
 * server's start.
 */
export async function withSiteDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (config.databaseUrl) return migrated(config.databaseUrl, work);
  const postgres = await useEmbeddedPostgres({
    dataDir: config.dataDir,
    mayMoveCluster: !config.dataDirGiven,
  });
  try {
    return await migrated(postgres.url, work);
  } finally {
    await postgres.stop();
  }
}

async function migrated<T>(url: string, work: (url: string) => Promise<T>): Promise<T> {
  const orm = await openDatabase(url);
  try {
    await migrateDatabase(orm);
  } finally {
    await orm.close();
  }
  return work(url);
}
