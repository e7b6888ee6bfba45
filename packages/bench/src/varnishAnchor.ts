import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildServer } from './childServer';

const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/**
 * Debian's varnishd with the site's VCL (deploy/varnish/default.vcl), listening at `port` in front of the
 * site at `backendPort`, in a process of its own.
 */
export async function startVarnish(backendPort: number, port: number): Promise<ChildServer> {
  const folder = await mkdtemp(join(tmpdir(), 'studio-bench-varnish-'));
  // varnishd runs as its own user: its folder and the VCL must be readable by others.
  await chmod(folder, 0o755);
  const vcl = await readFile(join(repoRoot, 'deploy/varnish/default.vcl'), 'utf8');
  const vclFile = join(folder, 'site.vcl');
  await writeFile(vclFile, vcl.replace(/\.port = "\d+";/, `.port = "${backendPort}";`), {
    mode: 0o644,
  });
  const varnish = spawn(
    VARNISHD,
    ['-F', '-n', join(folder, 'n'), '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', 'malloc,256m'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (varnish.exitCode !== null) throw new Error(`varnishd exited with code ${varnish.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('varnishd did not answer within 15 s');
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((done) => varnish.once('exit', done));
      varnish.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
