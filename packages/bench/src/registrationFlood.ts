import type { Measurement } from './report';
import { startSite } from './startSite';
import { signIn } from './uploadMemory';

const FLOOD_SECONDS = 5;
const FLOOD_CONCURRENCY = 32;
const READERS = 8;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
}

/** `readers` clients asking GET /api/user over and over for `seconds`: the latencies they saw (ms). */
async function userLatencies(siteUrl: string, cookie: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${siteUrl}/api/user`, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`/api/user answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** Registrations sent as fast as FLOOD_CONCURRENCY clients can for `seconds`; `address` names each one's sender. */
async function flood(
  siteUrl: string,
  seconds: number,
  address: (n: number) => string,
): Promise<{ sent: number; created: number }> {
  let sent = 0;
  let created = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: FLOOD_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const n = sent++;
        const response = await fetch(`${siteUrl}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address(n) },
          body: JSON.stringify({ username: `flood${n}`, password: 'flood-password' }),
        });
        await response.arrayBuffer();
        if (response.status === 201) created++;
      }
    }),
  );
  return { sent, created };
}

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * A registration flood (each one a 19 MiB argon2 hash) against a signed-in reader of GET /api/user: from one
 * address, and from a new address each time (behind a trusted proxy), as a botnet would.
 */
export async function measureRegistrationFlood(): Promise<Measurement[]> {
  const site = await startSite({ TRUST_PROXY: 'loopback' });
  try {
    const cookie = await signIn(site.url);
    const quiet = percentile(await userLatencies(site.url, cookie, FLOOD_SECONDS), 0.95);
    const oneAddress = await flood(site.url, 2, () => '192.0.2.1');
    const [latencies, many] = await Promise.all([
      userLatencies(site.url, cookie, FLOOD_SECONDS),
      flood(site.url, FLOOD_SECONDS, addressOf),
    ]);
    const busy = percentile(latencies, 0.95);
    return [
      {
        name: `Registrations from one address: created of ${oneAddress.sent}`,
        value: oneAddress.created,
        unit: 'accounts',
        target: 10,
        kind: 'max',
      },
      {
        name: `Registration flood from ${many.sent} addresses: accounts created per second`,
        value: many.created / FLOOD_SECONDS,
        unit: '/s',
        target: 1,
        kind: 'min',
      },
      {
        name: `GET /api/user p95 during the flood (quiet: ${quiet.toFixed(1)} ms)`,
        value: busy,
        unit: 'ms',
        target: Math.round(Math.max(25, quiet * 3)),
        kind: 'max',
      },
    ];
  } finally {
    await site.stop();
  }
}
