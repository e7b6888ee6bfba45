import { startHelloWorld } from './helloWorld';
import { load } from './load';
import type { Measurement } from './report';

interface Endpoint {
  path: string;
  /** Throughput as a share of the hello world measured in the same run. */
  minRatio: number;
  maxP99Ms: number;
}

/** What a browser sends: cached answers go out in their brotli copy. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The size of the body a browser receives (its brotli copy). */
async function bodySize(url: string): Promise<number> {
  const answer = await fetch(url, { headers: BROWSER_HEADERS });
  return Number(answer.headers.get('content-length'));
}

const round = (ratio: number) => Math.round(ratio * 100) / 100;

/**
 * Throughput of the public reads a phone makes first, as a ratio to a Fastify hello world, and p99
 * latency. These machines are shared and noisy, so absolute figures drift: each endpoint is compared with
 * the hello world measured just before it. Beside it, for information, the ratio to the hello world sending
 * a body of the same size: on two shared cores the load generator's own work grows with the bytes.
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
      const bytes = await bodySize(`${siteUrl}${endpoint.path}`);
      const baseline = (await load(helloWorld.url)).rps;
      const result = await load(`${siteUrl}${endpoint.path}`, BROWSER_HEADERS);
      const sameBytes = (await load(`${helloWorld.url}/bytes/${bytes}`)).rps;
      const rates =
        `${Math.round(result.rps)} against ${Math.round(baseline)} req/s; ` +
        `${round(result.rps / sameBytes)}× a hello world sending the same ${bytes} bytes`;
      measurements.push(
        {
          name: `GET ${endpoint.path} throughput / hello world (${rates})`,
          value: result.rps / baseline,
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
