import { childProcessIds } from '@studio/embedded-postgres';

/**
 * The processes of the site started as `pid`: the front and the app it forks (whose own child, the embedded
 * PostgreSQL, is not the site's work), so that the site's CPU and memory are counted whole.
 */
export function siteProcesses(pid: number): number[] {
  return [pid, ...childProcessIds(pid)];
}
