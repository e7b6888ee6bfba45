import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { withParentDeathSignal } from './parentDeathSignal';
import type { PostgresBinaries } from './postgresBinaries';
import type { SystemUser } from './postgresUser';

export interface ServerSettings {
  binaries: PostgresBinaries;
  /** The cluster's folder. */
  databaseDir: string;
  /** Under root: the user PostgreSQL runs as; null runs it as this process's user. */
  user: SystemUser | null;
  onLog: (message: string) => void;
}

// Messages in English whatever the machine's language: readiness is read from the server's output.
const ENVIRONMENT = { ...process.env, LC_MESSAGES: 'C' };
const READY_MESSAGE = 'database system is ready to accept connections';

function runAs(user: SystemUser | null) {
  return user ? { uid: user.uid, gid: user.gid } : {};
}

/** What a program wrote, for the one line that says why it failed. */
function lastLine(output: string): string {
  return output.trim().split('\n').at(-1) ?? '';
}

/** Creates the cluster: superuser `superuser` with `password`, password authentication, UTF-8. */
export async function initialiseCluster(
  { binaries, databaseDir, user, onLog }: ServerSettings,
  superuser: string,
  password: string,
): Promise<void> {
  // The password reaches initdb through a file only the server's user can read.
  const passwordFile = join(dirname(databaseDir), `.initdb-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) await chown(passwordFile, user.uid, user.gid);
  try {
    const args = [
      `--pgdata=${databaseDir}`,
      '--auth=password',
      `--username=${superuser}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ];
    await new Promise<void>((resolve, reject) => {
      const initdb = spawn(binaries.initdb, args, { ...runAs(user), env: ENVIRONMENT });
      let output = '';
      const collect = (data: Buffer) => {
        output += data.toString();
        onLog(data.toString());
      };
      initdb.stdout.on('data', collect);
      initdb.stderr.on('data', collect);
      initdb.on('error', reject);
      initdb.on('close', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb failed (exit code ${code}): ${lastLine(output)}`)),
      );
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * Starts the server on the cluster and resolves once it accepts connections. Should this process die without
 * stopping it (killed with SIGKILL, say), the server shuts down all the same (fast, as on SIGINT): nothing is
 * left holding the cluster and its port.
 */
export function startServer(
  { binaries, databaseDir, user, onLog }: ServerSettings,
  flags: string[],
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const { program, args } = withParentDeathSignal(
      { program: binaries.postgres, args: ['-D', databaseDir, ...flags] },
      'SIGINT',
    );
    const server = spawn(program, args, { ...runAs(user), env: ENVIRONMENT });
    let output = '';
    server.stdout.on('data', (data: Buffer) => onLog(data.toString()));
    server.stderr.on('data', (data: Buffer) => {
      output += data.toString();
      onLog(data.toString());
      if (output.includes(READY_MESSAGE)) resolve(server);
    });
    server.on('error', reject);
    server.on('close', (code) =>
      reject(new Error(`PostgreSQL exited (code ${code}): ${lastLine(output)}`)),
    );
  });
}

/** Asks the server for a fast shutdown (SIGINT) and waits until it has gone. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  await exited;
}
