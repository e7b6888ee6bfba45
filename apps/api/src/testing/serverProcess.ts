import { runningServerPid } from '@studio/embedded-postgres';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Launched {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr together. */
  log(): string;
}

export interface Started {
  process: ChildProcess;
  url: string;
  log(): string;
}

export interface ServerProcesses {
  /** The DATA_DIR every launched server shares (its embedded PostgreSQL lives there). */
  dataDir(): string;
  /** The embedded server's process id while it runs. */
  postmasterPid(): number | null;
  /** Runs the server's entry point in a process of its own, on the embedded PostgreSQL in dataDir. */
  launch(variables?: NodeJS.ProcessEnv): Launched;
  /** Launches the server and waits until it says where it listens. */
  start(variables?: NodeJS.ProcessEnv): Promise<Started>;
}

/**
 * Gives the calling test file servers run as their own processes (`node --import tsx src/main.ts`), sharing one
 * temporary DATA_DIR; whatever a failed test left running is killed afterwards.
 */
export function useServerProcesses(): ServerProcesses {
  let dataDir: string;
  const children: ChildProcess[] = [];
  const postmasterPid = () => runningServerPid(join(dataDir, 'postgres'));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'studio-main-'));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    const postgres = postmasterPid();
    if (postgres) process.kill(postgres, 'SIGINT');
    await rm(dataDir, { recursive: true, force: true });
  });

  function launch(variables: NodeJS.ProcessEnv = {}): Launched {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      SAMPLE_CONTENT: 'false',
      WEB_DIST_DIR: join(dataDir, 'no-website'),
    };
    for (const name of [
      'DATABASE_URL',
      'SESSION_SECRET',
      'ADMIN_USERNAME',
      'ADMIN_PASSWORD',
      'ADMIN_PROMOTE_EXISTING',
    ]) {
      delete env[name];
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '..', '..'),
      env: { ...env, ...variables },
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
    return { child, log: () => output };
  }

  async function start(variables?: NodeJS.ProcessEnv): Promise<Started> {
    const { child, log } = launch(variables);
    for (;;) {
      const url = /running at (http:\/\/\S+?)"/.exec(log())?.[1];
      if (url) return { process: child, url, log };
      if (child.exitCode !== null) throw new Error(`The server did not start:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return { dataDir: () => dataDir, postmasterPid, launch, start };
}

/** The app's process id, as the app logged it when it became ready. */
export const appPidOf = (site: Started) =>
  Number(/"pid":(\d+)[^\n]*The app is ready/.exec(site.log())![1]);

export const logIn = (server: Started, username: string, password: string) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

/** Sends the signal and answers the exit code; fails rather than waiting longer than `withinMs`. */
export async function stop(
  { process: child }: Started,
  signal: NodeJS.Signals,
  withinMs = 5000,
): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill(signal);
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(
      () => reject(new Error(`Still running ${withinMs} ms after ${signal}`)),
      withinMs,
    ).unref(),
  );
  const [code] = (await Promise.race([exited, timeout])) as [number | null];
  return code;
}
