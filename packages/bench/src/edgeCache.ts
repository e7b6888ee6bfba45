import { findFreePort } from '@studio/embedded-postgres';
import { load, type LoadShape } from './load';
import { startNginx } from './nginxAnchor';
import { recordAnswer } from './recordedAnswer';
import type { Measurement } from './report';
import { BENCH_ADMIN, startSite } from './startSite';
import { startVarnish } from './varnishAnchor';

const WRITES = 50;
const ROUNDS = 3;
const TURN: LoadShape = { seconds: 5, connections: 64 };
const HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br, zstd' };

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(values.length * share) - 1)
  ]!;

/** Varnish's hits of one answer against nginx serving the bytes Varnish sends, in turns. */
async function varnishHits(varnishUrl: string, path: string): Promise<Measurement> {
  const url = `${varnishUrl}${path}`;
  await recordAnswer(url, HEADERS);
  const recorded = await recordAnswer(url, HEADERS);
  const nginx = await startNginx(recorded);
  let hits = 0;
  let anchor = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      anchor = Math.max(anchor, (await load(`${nginx.url}${path}`, HEADERS, TURN)).rps);
      hits = Math.max(hits, (await load(url, HEADERS, TURN)).rps);
    }
  } finally {
    await nginx.stop();
  }
  return {
    name: `GET ${path} through Varnish: hits / nginx (${Math.round(hits)} req/s; nginx ${Math.round(anchor)})`,
    value: hits / anchor,
    unit: '×',
    target: 0,
    kind: 'min',
  };
}

/**
 * The time from an admin's write's answer to the first read through Varnish that shows it, over 50 writes of
 * an app (each renamed), read at its page and its API answer.
 */
async function purgeDelays(siteUrl: string, varnishUrl: string): Promise<Measurement[]> {
  const login = await fetch(`${siteUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const [first] = (await (await fetch(`${siteUrl}/api/apps`)).json()) as { id: number }[];
  const admin = { cookie, 'content-type': 'application/json' };
  const app = (await (
    await fetch(`${siteUrl}/api/admin/apps/${first!.id}`, { headers: admin })
  ).json()) as { id: number; slug: string; name: string };
  const reads = [`/apps/${app.slug}`, `/api/apps/${app.slug}`];
  const delays: number[] = [];
  for (let write = 0; write < WRITES; write++) {
    for (const path of reads) await fetch(`${varnishUrl}${path}`).then((answer) => answer.text());
    const name = `${app.name.slice(0, 40)} ${write}`;
    const saved = await fetch(`${siteUrl}/api/admin/apps/${app.id}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ ...app, name }),
    });
    if (!saved.ok) throw new Error(`The write answered ${saved.status}: ${await saved.text()}`);
    const answered = performance.now();
    for (const path of reads) {
      while (!(await (await fetch(`${varnishUrl}${path}`)).text()).includes(name)) {
        if (performance.now() - answered > 10_000) throw new Error(`${path} stayed stale for 10 s`);
      }
      delays.push(performance.now() - answered);
    }
  }
  return [
    {
      name: `Write's answer to the first fresh read through Varnish, p99 of ${delays.length} (${WRITES} writes; median ${percentile(delays, 0.5).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms)`,
      value: percentile(delays, 0.99),
      unit: 'ms',
      target: 1000,
      kind: 'max',
    },
  ];
}

/** The site behind Varnish (deploy/varnish/default.vcl), purging it: hits against nginx, and purge delays. */
export async function measureEdgeCache(): Promise<Measurement[]> {
  const varnishPort = await findFreePort();
  const site = await startSite({ CACHE_PURGE_URLS: `http://127.0.0.1:${varnishPort}/` });
  const varnish = await startVarnish(Number(new URL(site.url).port), varnishPort);
  try {
    return [
      await varnishHits(varnish.url, '/api/apps'),
      await varnishHits(varnish.url, '/'),
      ...(await purgeDelays(site.url, varnish.url)),
    ];
  } finally {
    await varnish.stop();
    await site.stop();
  }
}
