import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findRepositoryRoot } from '../config/repositoryRoot';

// A clone, its install (from pnpm's store where it can) and a start from its sources.
jest.setTimeout(300_000);

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;
let folder: string;
let checkout: string;
const movedClusters: string[] = [];

beforeAll(async () => {
  // mkdtemp makes the folder 0700, like /root or `mktemp -d`: closed to every other user.
  folder = await mkdtemp(join(tmpdir(), 'studio-clone-'));
  checkout = join(folder, 'site');
  await run('git', ['clone', '--quiet', findRepositoryRoot(__dirname)!, checkout]);
  await run('pnpm', ['install', '--prefer-offline', '--frozen-lockfile'], {
    cwd: checkout,
    maxBuffer: 16 * 1024 * 1024,
  });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  for (const cluster of movedClusters) await rm(cluster, { recursive: true, force: true });
});

/** Runs the clone's server from its sources, as `pnpm start` would from the checkout, with its own defaults. */
function launch(variables: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', SAMPLE_CONTENT: 'false' };
  for (const name of [
    'DATA_DIR',
    'DATABASE_URL',
    'WEB_DIST_DIR',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
  ]) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(checkout, 'apps', 'api'),
    env: { ...env, INIT_CWD: checkout, ...variables },
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  return { child, log: () => output };
}

describe('a fresh clone in a folder closed to other users', () => {
  it('starts with its default DATA_DIR, and says where it keeps the database', async () => {
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const { child, log } = launch();
    let url: string | undefined;
    while (!(url = /running at (http:\/\/\S+?)"/.exec(log())?.[1])) {
      if (child.exitCode !== null) throw new Error(`The server did not start:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cluster = /with its data in (\S+?)"/.exec(log())![1]!;
    if (asRoot) {
      expect(log()).toMatch(
        /The postgres user cannot reach \S+, so the embedded database is kept in/,
      );
      expect(cluster.startsWith(folder)).toBe(false);
      movedClusters.push(join(cluster, '..'));
    }
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
  });

  (asRoot ? it : it.skip)(
    'refuses in one line a DATA_DIR set inside it, saying what to do',
    async () => {
      const dataDir = join(folder, 'data');
      const { child, log } = launch({ DATA_DIR: dataDir });
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(log()).toBe(
        `The embedded PostgreSQL runs as the postgres user, who cannot reach DATA_DIR (${dataDir}): a folder above it is closed to other users. Set DATA_DIR to a folder it can reach (e.g. /var/lib/studio), or DATABASE_URL to use a PostgreSQL server.\n`,
      );
    },
  );
});
