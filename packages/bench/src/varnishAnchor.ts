import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answeringDaemon } from './answeringDaemon';
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
  return answeringDaemon({
    name: 'varnishd',
    child: varnish,
    url,
    probe: `${url}/api/health`,
    timeoutMs: 15_000,
    stopSignal: 'SIGTERM',
    folder,
  });
}
