import { startHelloWorld } from './helloWorld';
import type { Measurement } from './report';
import { versusHelloWorld } from './versusHelloWorld';

const AVIF_OR_WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Throughput of a small stored image as a ratio to the Fastify hello world measured in turns with it, with
 * p99 latency: an app icon as the home page asks for it on a phone (160 px, AVIF; about 2 KB).
 */
export async function measureFileThroughput(siteUrl: string): Promise<Measurement[]> {
  const apps = (await (await fetch(`${siteUrl}/api/apps`)).json()) as { icon: string }[];
  const icon = apps.find((app) => app.icon.startsWith('/api/files/'))?.icon;
  if (!icon) throw new Error('The site has no uploaded icon to benchmark');
  const requests = [
    {
      name: 'icon ?w=160 (AVIF)',
      url: `${siteUrl}${icon}?w=160`,
      headers: { accept: AVIF_OR_WEBP },
    },
  ];

  const helloWorld = await startHelloWorld();
  const measurements: Measurement[] = [];
  try {
    for (const request of requests) {
      const result = await versusHelloWorld(helloWorld, request.url, request.headers);
      measurements.push(
        {
          name: `GET ${request.name} from /api/files (${Math.round(result.rps)} req/s, hello world ${Math.round(result.helloWorldRps)}) / hello world`,
          value: result.rps / result.helloWorldRps,
          unit: '×',
          target: 0.5,
          kind: 'min',
        },
        {
          name: `GET ${request.name} from /api/files p99 latency`,
          value: result.p99,
          unit: 'ms',
          target: 20,
          kind: 'max',
        },
      );
    }
  } finally {
    await helloWorld.stop();
  }
  return measurements;
}
