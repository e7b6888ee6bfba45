import { recordAnswer } from './recordedAnswer';
import type { Measurement } from './report';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** Every public page's path, from the sitemap (the site writes its own address in it). */
async function publicPages(siteUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A page's HTML as sent uncompressed, and as a browser gets it once kept (the best brotli copy). */
async function weigh(url: string): Promise<{ html: number; brotli: number }> {
  const html = (await recordAnswer(url, { accept: HTML, 'accept-encoding': 'identity' })).body;
  const browser = { accept: HTML, 'accept-encoding': 'gzip, deflate, br, zstd' };
  await recordAnswer(url, browser);
  // Asked for again, a page is compressed at its best in the background.
  await new Promise((settled) => setTimeout(settled, 500));
  const brotli = (await recordAnswer(url, browser)).body;
  return { html: html.length / 1024, brotli: brotli.length / 1024 };
}

/** The bytes of the home page with the sample content, and of the heaviest public page. */
export async function measurePageWeight(siteUrl: string): Promise<Measurement[]> {
  const home = await weigh(`${siteUrl}/`);
  let heaviest = { path: '/', html: home.html };
  for (const path of await publicPages(siteUrl)) {
    const { html } = await weigh(`${siteUrl}${path}`);
    if (html > heaviest.html) heaviest = { path, html };
  }
  return [
    { name: 'HTML of the home page', value: home.html, unit: 'KB', target: 40, kind: 'max' },
    {
      name: 'HTML of the home page (brotli, as sent)',
      value: home.brotli,
      unit: 'KB',
      target: 4,
      kind: 'max',
    },
    {
      name: `HTML of the heaviest public page, ${heaviest.path}`,
      value: heaviest.html,
      unit: 'KB',
      target: 60,
      kind: 'max',
    },
  ];
}
