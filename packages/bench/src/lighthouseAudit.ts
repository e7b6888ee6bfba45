import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@studio/chromium';
import type { Measurement } from './report';

/**
 * This machine has no internet: YouTube's thumbnails (lazy images on app pages) would fail to load and count
 * as console errors, which they are not where the site really runs. Blocked, they are left out as by an
 * ad blocker, which Lighthouse does not count against the page.
 */
const UNREACHABLE_HOSTS = ['*://img.youtube.com/*'];

/** Lighthouse varies from run to run: each page is audited this often, and judged by the median. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Figure {
  label: string;
  unit: string;
  target: number;
  kind: Measurement['kind'];
  read(lhr: LighthouseResult): number;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (category: string) => (lhr: LighthouseResult) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric =
  (audit: string, scale = 1) =>
  (lhr: LighthouseResult) =>
    (lhr.audits[audit]?.numericValue ?? Number.NaN) / scale;

/** The targets for a phone on simulated slow 4G. */
const FIGURES: Figure[] = [
  { label: 'performance', unit: '/100', target: 100, kind: 'min', read: score('performance') },
  { label: 'accessibility', unit: '/100', target: 100, kind: 'min', read: score('accessibility') },
  {
    label: 'best practices',
    unit: '/100',
    target: 100,
    kind: 'min',
    read: score('best-practices'),
  },
  { label: 'SEO', unit: '/100', target: 100, kind: 'min', read: score('seo') },
  {
    label: 'first contentful paint',
    unit: 's',
    target: 1.2,
    kind: 'max',
    read: metric('first-contentful-paint', 1000),
  },
  {
    label: 'largest contentful paint',
    unit: 's',
    target: 2,
    kind: 'max',
    read: metric('largest-contentful-paint', 1000),
  },
  {
    label: 'cumulative layout shift',
    unit: '',
    target: 0.1,
    kind: 'max',
    read: metric('cumulative-layout-shift'),
  },
  {
    label: 'total blocking time',
    unit: 'ms',
    target: 50,
    kind: 'max',
    read: metric('total-blocking-time'),
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const rounded = (value: number) =>
  value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;

/** The pages a visitor opens first: home, the list, an app and a post (the first of each). */
async function pagesToAudit(siteUrl: string): Promise<string[]> {
  const firstSlug = async (path: string) => {
    const [first] = (await (await fetch(`${siteUrl}${path}`)).json()) as { slug: string }[];
    if (!first) throw new Error(`The site has nothing at ${path} to audit`);
    return first.slug;
  };
  return [
    '/',
    '/apps',
    `/apps/${await firstSlug('/api/apps')}`,
    `/blog/${await firstSlug('/api/blog')}`,
  ];
}

/**
 * Lighthouse's mobile audit (simulated slow 4G, mid-range phone) of the pages a visitor opens first,
 * each several times: the median is judged against the target, the spread is printed beside it.
 */
export async function measureLighthouse(siteUrl: string): Promise<Measurement[]> {
  const pages = await pagesToAudit(siteUrl);
  // The server renders a page once and keeps it: audit what visitors normally get.
  await Promise.all(
    pages.map((path) => fetch(`${siteUrl}${path}`, { headers: { 'accept-encoding': 'br' } })),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const measurements: Measurement[] = [];
  try {
    for (const path of pages) {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${siteUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          blockedUrlPatterns: UNREACHABLE_HOSTS,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        results.push(result.lhr);
      }
      for (const figure of FIGURES) {
        const values = results.map(figure.read);
        const spread = `${rounded(Math.min(...values))}–${rounded(Math.max(...values))}`;
        measurements.push({
          name: `${path} ${figure.label} (median of ${RUNS}, range ${spread})`,
          value: median(values),
          unit: figure.unit,
          target: figure.target,
          kind: figure.kind,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return measurements;
}
