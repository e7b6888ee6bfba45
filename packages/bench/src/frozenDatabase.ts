import { freezeProcessTree } from '@studio/embedded-postgres';
import type { Measurement } from './report';
import type { RunningSite } from './startSite';
import { signIn } from './uploadMemory';

const REQUESTS = 24;

async function timedStatus(url: string, cookie: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * The database frozen (SIGSTOP on PostgreSQL and its backends): how long database-backed requests take to be
 * answered 503, and how soon after it thaws (SIGCONT) the site answers again by itself.
 */
export async function measureFrozenDatabase(site: RunningSite): Promise<Measurement[]> {
  const cookie = await signIn(site.url);
  const stats = `${site.url}/api/admin/stats`;
  const thaw = freezeProcessTree(site.postgresPid()!);
  let answers: Array<{ status: number; ms: number }>;
  try {
    answers = await Promise.all(Array.from({ length: REQUESTS }, () => timedStatus(stats, cookie)));
  } finally {
    thaw();
  }
  const not503 = answers.filter(({ status }) => status !== 503);
  if (not503.length) throw new Error(`While frozen: ${not503.map((a) => a.status)} besides 503`);
  const thawed = performance.now();
  while ((await timedStatus(stats, cookie)).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [
    {
      name: `Frozen database: slowest of ${REQUESTS} requests to answer 503`,
      value: Math.max(...answers.map(({ ms }) => ms)) / 1000,
      unit: 's',
      target: 5,
      kind: 'max',
    },
    {
      name: 'Frozen database: first 200 after it thaws',
      value: (performance.now() - thawed) / 1000,
      unit: 's',
      target: 5,
      kind: 'max',
    },
  ];
}
