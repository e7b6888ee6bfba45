import { readFile } from 'node:fs/promises';
import { siteProcesses } from './siteProcesses';

async function processResidentKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

/** Resident memory of the site started as `pid` (its front and app together) in MB, from /proc (Linux). */
export async function residentMb(pid: number): Promise<number> {
  const kbs = await Promise.all(siteProcesses(pid).map(processResidentKb));
  return kbs.reduce((sum, kb) => sum + kb, 0) / 1024;
}

/** Samples the site's resident memory while `work` runs; returns the work's result and the peak. */
export async function peakResidentMbDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = await residentMb(pid);
  const timer = setInterval(() => {
    residentMb(pid).then(
      (mb) => (peakMb = Math.max(peakMb, mb)),
      () => undefined,
    );
  }, 25);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, await residentMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
