import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort, runningServerPid } from '@studio/embedded-postgres';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

export interface RunningSite {
  url: string;
  process: ChildProcess;
  /** The embedded PostgreSQL's process id while it runs. */
  postgresPid(): number | null;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, site: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`The site exited with code ${site.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('The site did not become healthy within 60 s');
}

/**
 * Starts the built site (pnpm build first) on a fresh embedded database with sample content, as a newcomer's
 * `pnpm start` does (no PUBLIC_ORIGIN: the site is localhost at its port); `env` adds or replaces settings
 * (e.g. DATABASE_URL).
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-'));
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const site = spawn('node', [join(repoRoot, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SAMPLE_CONTENT: 'true',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      WEB_DIST_DIR: join(repoRoot, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(url, site);
  return {
    url,
    process: site,
    postgresPid: () => runningServerPid(join(dataDir, 'postgres')),
    stop: async () => {
      if (site.exitCode === null && site.signalCode === null) {
        const exited = new Promise((done) => site.once('exit', done));
        site.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
