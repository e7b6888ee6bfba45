import autocannon from 'autocannon';
import type { Measurement } from './report';

const DURATION_SECONDS = 10;
const CONNECTIONS = 64;

async function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
}

/** Requests per second and 99th-percentile latency of the public reads a phone makes first. */
export async function measureApiThroughput(siteUrl: string): Promise<Measurement[]> {
  const apps = (await (await fetch(`${siteUrl}/api/apps`)).json()) as { slug: string }[];
  const slug = apps[0]?.slug;
  if (!slug) throw new Error('The site has no apps to benchmark');
  const endpoints = [
    { path: '/api/apps', minRps: 5000 },
    { path: '/api/blog', minRps: 5000 },
    { path: `/api/apps/${slug}`, minRps: 800 },
    { path: '/', minRps: 3000 },
  ];
  const measurements: Measurement[] = [];
  for (const endpoint of endpoints) {
    const result = await load(`${siteUrl}${endpoint.path}`);
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(
        `${endpoint.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`,
      );
    }
    measurements.push(
      {
        name: `GET ${endpoint.path} throughput`,
        value: result.requests.average,
        unit: 'req/s',
        target: endpoint.minRps,
        kind: 'min',
      },
      {
        name: `GET ${endpoint.path} p99 latency`,
        value: result.latency.p99,
        unit: 'ms',
        target: 100,
        kind: 'max',
      },
    );
  }
  return measurements;
}
