import type { HelloWorld } from './helloWorld';
import { load } from './load';

// Runs alternate between the hello world and the site, and the best of each counts: a shared machine's
// noise only ever slows a run down, and it comes and goes within seconds.
const ROUNDS = 3;

export interface Comparison {
  rps: number;
  helloWorldRps: number;
  /** The p99 latency of the site's best run, in ms. */
  p99: number;
}

/** Throughput of one URL of the site beside the Fastify hello world, measured in turns. */
export async function versusHelloWorld(
  helloWorld: HelloWorld,
  url: string,
  headers: Record<string, string> = {},
): Promise<Comparison> {
  let best: Comparison = { rps: 0, helloWorldRps: 0, p99: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const baseline = await load(helloWorld.url);
    const result = await load(url, headers);
    best = {
      helloWorldRps: Math.max(best.helloWorldRps, baseline.rps),
      ...(result.rps > best.rps ? result : { rps: best.rps, p99: best.p99 }),
    };
  }
  return best;
}
