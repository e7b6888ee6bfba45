import { readdirSync, readFileSync } from 'node:fs';

/** The ids of a process's children, from /proc (the parent id is the 4th field of /proc/<pid>/stat). */
export function childProcessIds(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === parent ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });
}

/**
 * Freezes a server and its child processes (a PostgreSQL server and its backends) with SIGSTOP, as a hung
 * machine or a paused container would; answers a function that lets them run again (SIGCONT).
 */
export function freezeProcessTree(pid: number): () => void {
  const frozen = [pid, ...childProcessIds(pid)];
  for (const id of frozen) process.kill(id, 'SIGSTOP');
  let thawed = false;
  return () => {
    if (thawed) return;
    thawed = true;
    for (const id of frozen) {
      try {
        process.kill(id, 'SIGCONT');
      } catch {
        // Gone meanwhile.
      }
    }
  };
}
