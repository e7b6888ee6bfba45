import { startHelloWorld } from './helloWorld';
import type { Measurement } from './report';
import { versusHelloWorld } from './versusHelloWorld';

interface Endpoint {
  path: string;
  /** Throughput as a share of the hello world measured in the same run. */
  minRatio: number;
  maxP99Ms: number;
}

/** What a browser sends: cached answers go out in their brotli copy. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Throughput of the public reads a phone makes first, as a ratio to a Fastify hello world measured in turns
 * with it, and p99 latency.
 */
export async function measureApiThroughput(siteUrl: string): Promise<Measurement[]> {
  const apps = (await (await fetch(`${siteUrl}/api/apps`)).json()) as { slug: string }[];
  const slug = apps[0]?.slug;
  if (!slug) throw new Error('The site has no apps to benchmark');
  const endpoints: Endpoint[] = [
    { path: '/api/apps', minRatio: 0.5, maxP99Ms: 20 },
    { path: '/api/blog', minRatio: 0.5, maxP99Ms: 20 },
    { path: `/api/apps/${slug}`, minRatio: 0.5, maxP99Ms: 20 },
    // The home page's cached, server-rendered HTML.
    { path: '/', minRatio: 0.5, maxP99Ms: 20 },
  ];

  const measurements: Measurement[] = [];
  const helloWorld = await startHelloWorld();
  try {
    for (const endpoint of endpoints) {
      const result = await versusHelloWorld(
        helloWorld,
        `${siteUrl}${endpoint.path}`,
        BROWSER_HEADERS,
      );
      measurements.push(
        {
          name: `GET ${endpoint.path} throughput / hello world (${Math.round(result.rps)} against ${Math.round(result.helloWorldRps)} req/s)`,
          value: result.rps / result.helloWorldRps,
          unit: '×',
          target: endpoint.minRatio,
          kind: 'min',
        },
        {
          name: `GET ${endpoint.path} p99 latency`,
          value: result.p99,
          unit: 'ms',
          target: endpoint.maxP99Ms,
          kind: 'max',
        },
      );
    }
  } finally {
    await helloWorld.stop();
  }
  return measurements;
}
