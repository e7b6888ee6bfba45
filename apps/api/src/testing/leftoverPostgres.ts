import { runningServerPid } from '@studio/embedded-postgres';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eventually } from './eventually';

/**
 * Starts a stopped cluster's server again as a run that died without stopping it might have left it: with the
 * command line it last ran with (PostgreSQL keeps it in postmaster.opts), as the cluster's owner, from a shell
 * that exits at once, so that no process of the site is its parent. Answers its process id once it runs.
 */
export async function leaveServerRunning(databaseDir: string): Promise<number> {
  const { uid, gid } = await stat(databaseDir);
  const commandLine = (await readFile(join(databaseDir, 'postmaster.opts'), 'utf8')).trim();
  const shell = spawn('sh', ['-c', `${commandLine} >/dev/null 2>&1 &`], {
    uid,
    gid,
    stdio: 'ignore',
  });
  await once(shell, 'exit');
  const pid = await eventually(
    async () => runningServerPid(databaseDir),
    (running) => running !== null,
  );
  if (pid === null) throw new Error(`No server started on ${databaseDir}`);
  return pid;
}
