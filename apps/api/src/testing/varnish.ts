import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepositoryRoot } from '../config/repositoryRoot';

const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

export interface Varnish {
  /** Where it listens, e.g. http://127.0.0.1:41234 (also the purge URL). */
  url: string;
  /** Stops it (its cache goes with it). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** A port no one listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** The site's VCL (deploy/varnish/default.vcl) with its backend at this port. */
async function siteVcl(backendPort: number): Promise<string> {
  const vcl = await readFile(
    join(findRepositoryRoot(__dirname)!, 'deploy', 'varnish', 'default.vcl'),
    'utf8',
  );
  const edited = vcl.replace(/\.port = "\d+";/, `.port = "${backendPort}";`);
  if (edited === vcl) throw new Error('deploy/varnish/default.vcl has no backend .port line');
  return edited;
}

async function untilAnswering(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${log()}`);
    const answered = await fetch(`${url}/varnish-ready-check`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`varnishd did not answer within 15 s: ${log()}`);
}

/**
 * Runs Debian's varnishd, with the site's VCL, in front of a server at `backendPort`, as a child process of
 * its own (its own -n folder, so several run at once). Fails at once when varnishd is missing: the suite
 * behind Varnish is part of the tests (CI installs varnish and varnish-modules).
 */
export async function startVarnish(backendPort: number, port: number): Promise<Varnish> {
  if (spawnSync(VARNISHD, ['-V']).error) {
    throw new Error(
      `${VARNISHD} not found: the tests behind Varnish need Debian's varnish and varnish-modules (apt-get install -y varnish varnish-modules), or VARNISHD_PATH`,
    );
  }
  // varnishd runs as its own user: its folder and the VCL must be readable by others.
  const folder = await mkdtemp(join(tmpdir(), 'studio-varnish-'));
  await chmod(folder, 0o755);
  const vclFile = join(folder, 'site.vcl');
  await writeFile(vclFile, await siteVcl(backendPort), { mode: 0o644 });
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  async function start() {
    output = '';
    const started = spawn(VARNISHD, [
      '-F',
      '-n',
      join(folder, 'instance'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vclFile,
      '-s',
      'malloc,64m',
    ]);
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await untilAnswering(url, started, () => output);
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGTERM');
    await once(running, 'exit');
  }

  await start();
  return {
    url,
    start,
    stop,
    async close() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
