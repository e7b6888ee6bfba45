import { readFileSync } from 'node:fs';
import { isAlive, runningServerPid } from './postmasterPid';
import { StartRefused } from './startRefused';

const STOP_WAIT_MS = 15_000;

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (command) state ppid ..."; the command may hold spaces, so read after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * A server still running on the cluster means either another instance of the site uses this DATA_DIR (its
 * node process is the server's parent) or a previous run died without stopping it, leaving an orphan that
 * holds the cluster: one still shutting down after its parent died, or one that could not be told to stop
 * with its parent (see parentDeathSignal.ts). The orphan is shut down (fast mode); a live owner is an error,
 * because two instances must not share one embedded cluster.
 */
export async function stopOrphanedServer(databaseDir: string): Promise<void> {
  const pid = runningServerPid(databaseDir);
  if (pid === null) return;
  const parent = parentOf(pid);
  if (parent !== null && parent > 1 && commandOf(parent).includes('node')) {
    throw new StartRefused(
      `The embedded PostgreSQL in ${databaseDir} is in use by another running instance (process ${parent}). ` +
        'Give each instance its own DATA_DIR, or point them all at one server with DATABASE_URL.',
    );
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_WAIT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline)
      throw new StartRefused(`The PostgreSQL left running in ${databaseDir} did not stop`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
