import { startHelloWorld } from './helloWorld';
import { startMirror } from './mirror';
import { startNginx } from './nginxAnchor';
import { recordAnswer } from './recordedAnswer';
import type { Measurement } from './report';
import { versusYardsticks } from './versusYardsticks';

/** What a browser sends: cached answers go out in their brotli copy. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const ACCEPTS = {
  json: '*/*',
  html: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  image: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
};

interface Answer {
  path: string;
  /** How the table names it, when not by its path. */
  label?: string;
  accept: keyof typeof ACCEPTS;
  /** Throughput as a share of the mirror of the same answer, measured in the same run. */
  minMirrorRatio: number;
  /** Throughput as a share of the hello world, measured in the same run. */
  minHelloWorldRatio: number;
  /** Throughput as a share of nginx (one worker) serving the same bytes from a file, in the same run. */
  minNginxRatio: number;
  maxP99Ms: number;
}

const firstOf = async <T>(siteUrl: string, path: string): Promise<T> => {
  const [first] = (await (await fetch(`${siteUrl}${path}`)).json()) as T[];
  if (!first) throw new Error(`The site has nothing at ${path} to benchmark`);
  return first;
};

/**
 * The cached reads a phone makes first: JSON lists and items, server-rendered pages ('api'), and an app
 * icon as the home page asks for it on a phone, 160 px AVIF ('files').
 */
async function answersToMeasure(siteUrl: string, which: 'api' | 'files'): Promise<Answer[]> {
  const cached = { minMirrorRatio: 0.9, minHelloWorldRatio: 0.5, minNginxRatio: 0.8, maxP99Ms: 10 };
  if (which === 'files') {
    const apps = (await (await fetch(`${siteUrl}/api/apps`)).json()) as { icon: string }[];
    const icon = apps.find((app) => app.icon.startsWith('/api/files/'))?.icon;
    if (!icon) throw new Error('The site has no uploaded icon to benchmark');
    return [{ path: `${icon}?w=160`, label: 'an icon ?w=160 (AVIF)', accept: 'image', ...cached }];
  }
  const app = (await firstOf<{ slug: string }>(siteUrl, '/api/apps')).slug;
  const post = (await firstOf<{ slug: string }>(siteUrl, '/api/blog')).slug;
  // Pages go out as fast as their bytes allow (lighter pages are faster): no latency bound of their own.
  const page = { minMirrorRatio: 0.9, minHelloWorldRatio: 0.25, minNginxRatio: 0.8, maxP99Ms: 20 };
  return [
    { path: '/api/apps', accept: 'json', ...cached },
    { path: '/api/blog', accept: 'json', ...cached },
    { path: `/api/apps/${app}`, accept: 'json', ...cached },
    { path: `/api/blog/${post}`, accept: 'json', ...cached },
    { path: `/api/apps/${app}/terms`, accept: 'json', ...cached },
    { path: '/', accept: 'html', ...page },
    { path: '/apps', accept: 'html', ...page },
    { path: `/apps/${app}`, accept: 'html', ...page },
    { path: `/blog/${post}`, accept: 'html', ...page },
  ];
}

/**
 * Throughput of cached answers against three yardsticks measured in turns with them, each in a process of
 * its own: the Fastify hello world, the mirror of the answer (a bare node:http server sending the very
 * status, headers and bytes the site sent for that URL: the least a Node server can do for it), and nginx
 * with one worker serving those bytes from a file (the anchor in C). Also the site's p99 latency at 64
 * connections.
 */
export async function measureAnswerSpeed(
  siteUrl: string,
  which: 'api' | 'files',
): Promise<Measurement[]> {
  const answers = await answersToMeasure(siteUrl, which);
  const measurements: Measurement[] = [];
  const helloWorld = await startHelloWorld();
  try {
    for (const answer of answers) {
      const url = `${siteUrl}${answer.path}`;
      const headers = { accept: ACCEPTS[answer.accept], 'accept-encoding': ACCEPT_ENCODING };
      // Asked twice, an answer is among the popular ones, in its best compression.
      await recordAnswer(url, headers);
      await recordAnswer(url, headers);
      await new Promise((settled) => setTimeout(settled, 500));
      const recorded = await recordAnswer(url, headers);
      const mirror = await startMirror(recorded);
      const nginx = await startNginx(recorded);
      try {
        const result = await versusYardsticks({ helloWorld, mirror, nginx }, url, headers);
        const rates = `${Math.round(result.rps)} req/s; mirror ${Math.round(result.mirrorRps)}, nginx ${Math.round(result.nginxRps)}, hello world ${Math.round(result.helloWorldRps)}`;
        const size = `${(recorded.body.length / 1024).toFixed(1)} KB`;
        const label = answer.label ?? answer.path;
        measurements.push(
          {
            name: `GET ${label} (${size}) / mirror (${rates})`,
            value: result.rps / result.mirrorRps,
            unit: '×',
            target: answer.minMirrorRatio,
            kind: 'min',
          },
          {
            name: `GET ${label} / nginx (1 worker, same bytes)`,
            value: result.rps / result.nginxRps,
            unit: '×',
            target: answer.minNginxRatio,
            kind: 'min',
          },
          {
            name: `GET ${label} / hello world`,
            value: result.rps / result.helloWorldRps,
            unit: '×',
            target: answer.minHelloWorldRatio,
            kind: 'min',
          },
          {
            name: `GET ${label} p99 latency at 64 connections`,
            value: result.p99,
            unit: 'ms',
            target: answer.maxP99Ms,
            kind: 'max',
          },
        );
      } finally {
        await mirror.stop();
        await nginx.stop();
      }
    }
  } finally {
    await helloWorld.stop();
  }
  return measurements;
}
