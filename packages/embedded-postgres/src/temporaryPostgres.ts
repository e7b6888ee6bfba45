import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type RunningPostgres } from './embeddedPostgres';

/** A throwaway embedded PostgreSQL in a temporary directory, deleted when it stops. */
export async function startTemporaryPostgres(): Promise<RunningPostgres> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-pg-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    persistent: false,
    databaseName: 'postgres',
  });
  return {
    ...postgres,
    stop: async () => {
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
