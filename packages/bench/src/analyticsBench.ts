import { startTemporaryPostgres } from '@studio/embedded-postgres';
import autocannon from 'autocannon';
import { sendEvents } from './eventLoad';
import { EVENTS_PER_SECOND } from './eventRate';
import { load } from './load';
import type { Measurement } from './report';
import { seedAnalytics } from './seedAnalytics';
import { startSite } from './startSite';
import { signIn } from './uploadMemory';

const PAGES = ['/', '/api/apps'];
const LOAD_SECONDS = 10;
// Runs alternate without and with events; the best of each is compared, since a shared machine's noise
// only ever slows a run down.
const ROUNDS = 3;
const RECORDED_EVENTS = 100_000;
const RECORDED_DAYS = 730;

async function publicPaths(siteUrl: string) {
  const apps = (await (await fetch(`${siteUrl}/api/apps`)).json()) as { slug: string }[];
  const posts = (await (await fetch(`${siteUrl}/api/blog`)).json()) as { slug: string }[];
  const appSlugs = apps.map((app) => app.slug);
  return {
    appSlugs,
    paths: [
      '/',
      '/apps',
      '/blog',
      '/about',
      '/apps/category/Game',
      ...appSlugs.map((slug) => `/apps/${slug}`),
      ...posts.map((post) => `/blog/${post.slug}`),
    ],
  };
}

/** Page throughput alone and under a steady stream of events, best of ROUNDS runs each. */
async function throughputWithEvents(siteUrl: string, paths: string[]): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const page of PAGES) {
    let alone = 0;
    let withEvents = 0;
    for (let round = 0; round < ROUNDS; round++) {
      alone = Math.max(alone, (await load(`${siteUrl}${page}`)).rps);
      // The events start first and outlast the page load, so it runs under them all along.
      const events = await sendEvents(siteUrl, paths, LOAD_SECONDS + 2);
      const loaded = await load(`${siteUrl}${page}`);
      await events.finished;
      withEvents = Math.max(withEvents, loaded.rps);
    }
    measurements.push({
      name: `GET ${page} with ${EVENTS_PER_SECOND} events/s (${Math.round(withEvents)} req/s) / without (${Math.round(alone)} req/s)`,
      value: withEvents / alone,
      unit: '×',
      target: 0.95,
      kind: 'min',
    });
  }
  return measurements;
}

/** Latency of the admin's 90-day analytics once years of events are recorded. */
async function analyticsLatency(siteUrl: string): Promise<Measurement> {
  const cookie = await signIn(siteUrl);
  const result = await autocannon({
    url: `${siteUrl}/api/admin/analytics?days=90`,
    headers: { cookie },
    connections: 1,
    duration: LOAD_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`Analytics: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    name: `GET /api/admin/analytics?days=90 p99 after ${RECORDED_EVENTS.toLocaleString('en')} events over ${RECORDED_DAYS} days`,
    value: result.latency.p99,
    unit: 'ms',
    target: 50,
    kind: 'max',
  };
}

/**
 * Event recording must not slow the public pages (within 5 %), and the analytics must stay fast after
 * years of events. Runs its own site on its own PostgreSQL, so that it can record the events directly.
 */
export async function measureAnalytics(): Promise<Measurement[]> {
  const postgres = await startTemporaryPostgres();
  try {
    const site = await startSite({ DATABASE_URL: postgres.url, TRUST_PROXY: 'loopback' });
    try {
      const content = await publicPaths(site.url);
      const measurements = await throughputWithEvents(site.url, content.paths);
      await seedAnalytics(postgres.url, content, RECORDED_EVENTS, RECORDED_DAYS);
      measurements.push(await analyticsLatency(site.url));
      return measurements;
    } finally {
      await site.stop();
    }
  } finally {
    await postgres.stop();
  }
}
