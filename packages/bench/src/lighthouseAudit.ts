import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Measurement } from './report';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's mobile audit (simulated slow 4G, mid-range phone) of the pages a visitor opens first. */
export async function measureLighthouse(siteUrl: string): Promise<Measurement[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  const measurements: Measurement[] = [];
  try {
    for (const path of ['/', '/apps']) {
      const run = await lighthouse(`${siteUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.numericValue ?? NaN;
      measurements.push(
        {
          name: `${path} performance score`,
          value: score('performance'),
          unit: '/100',
          target: 90,
          kind: 'min',
        },
        {
          name: `${path} accessibility score`,
          value: score('accessibility'),
          unit: '/100',
          target: 95,
          kind: 'min',
        },
        {
          name: `${path} largest contentful paint`,
          value: metric('largest-contentful-paint') / 1000,
          unit: 's',
          target: 2.5,
          kind: 'max',
        },
        {
          name: `${path} cumulative layout shift`,
          value: metric('cumulative-layout-shift'),
          unit: '',
          target: 0.1,
          kind: 'max',
        },
        {
          name: `${path} total blocking time`,
          value: metric('total-blocking-time'),
          unit: 'ms',
          target: 200,
          kind: 'max',
        },
      );
    }
  } finally {
    await chrome.kill();
  }
  return measurements;
}
