import { readFile } from 'node:fs/promises';

/** Resident memory of a process in MB, from /proc (Linux). */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Samples a process's resident memory while `work` runs; returns the work's result and the peak. */
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
