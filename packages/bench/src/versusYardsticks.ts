import type { ChildServer } from './childServer';
import { load, type LoadShape } from './load';

// Runs alternate between the hello world, the mirror and the site, and the best of each counts: a shared
// machine's noise only ever slows a run down, and it comes and goes within seconds.
const ROUNDS = 3;
// Three servers in turns for each answer: shorter turns keep the whole bench within minutes.
const TURN: LoadShape = { seconds: 5, connections: 64 };

export interface Comparison {
  rps: number;
  helloWorldRps: number;
  mirrorRps: number;
  nginxRps: number;
  /** The p99 latency of the site's best run, in ms. */
  p99: number;
}

/**
 * Throughput of one URL of the site beside the Fastify hello world, the mirror of that URL's answer and
 * nginx serving its bytes from a file, each in its own process, measured in turns with the same headers.
 */
export async function versusYardsticks(
  yardsticks: { helloWorld: ChildServer; mirror: ChildServer; nginx: ChildServer },
  url: string,
  headers: Record<string, string>,
): Promise<Comparison> {
  const { pathname, search } = new URL(url);
  let best: Comparison = { rps: 0, helloWorldRps: 0, mirrorRps: 0, nginxRps: 0, p99: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const helloWorld = await load(yardsticks.helloWorld.url, {}, TURN);
    const mirror = await load(`${yardsticks.mirror.url}${pathname}${search}`, headers, TURN);
    const nginx = await load(`${yardsticks.nginx.url}${pathname}${search}`, headers, TURN);
    const site = await load(url, headers, TURN);
    best = {
      helloWorldRps: Math.max(best.helloWorldRps, helloWorld.rps),
      mirrorRps: Math.max(best.mirrorRps, mirror.rps),
      nginxRps: Math.max(best.nginxRps, nginx.rps),
      ...(site.rps > best.rps ? site : { rps: best.rps, p99: best.p99 }),
    };
  }
  return best;
}
