import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process with this id runs (signal 0 only asks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid in a cluster's postmaster.pid when that server still runs, else null. */
export function runningServerPid(databaseDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
    return pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}
