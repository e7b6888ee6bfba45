import { load, type LoadShape } from './load';
import type { Measurement } from './report';
import { startSite } from './startSite';
import { signIn } from './uploadMemory';

const HTML = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
// Runs alternate between the two languages and the best of each counts: a shared machine's noise only
// ever slows a run down.
const ROUNDS = 3;
const TURN: LoadShape = { seconds: 5, connections: 64 };

/** Sends JSON as the admin; fails loudly when refused. */
async function put(siteUrl: string, cookie: string, path: string, body: object): Promise<void> {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`PUT ${path} answered ${response.status}: ${await response.text()}`);
}

/** The site in English and German, its first app translated: the pages a German visitor reads. */
async function germanSite(siteUrl: string): Promise<string> {
  const cookie = await signIn(siteUrl);
  await put(siteUrl, cookie, '/api/admin/settings/locales', {
    default: 'en',
    locales: ['en', 'de'],
  });
  const [app] = (await (await fetch(`${siteUrl}/api/apps`)).json()) as {
    id: number;
    slug: string;
  }[];
  if (!app) throw new Error('The site has no app to benchmark');
  await put(siteUrl, cookie, `/api/admin/apps/${app.id}/translations/de`, {
    name: 'Bench auf Deutsch',
    shortDescription: 'Eine Seite auf Deutsch.',
  });
  return app.slug;
}

/** The best throughput of each of two pages, measured in turns. */
async function inTurns(
  english: string,
  german: string,
): Promise<{ english: number; german: number }> {
  const best = { english: 0, german: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    best.english = Math.max(best.english, (await load(english, HTML, TURN)).rps);
    best.german = Math.max(best.german, (await load(german, HTML, TURN)).rps);
  }
  return best;
}

/**
 * A page in another language answers as fast as the default language's (issue 35: ≥ 0.95×): an app's page
 * and the apps list, in German beside English, on a site of its own (its languages are changed).
 */
export async function measureLocalePages(): Promise<Measurement[]> {
  const site = await startSite();
  try {
    const slug = await germanSite(site.url);
    const measurements: Measurement[] = [];
    for (const path of [`/apps/${slug}`, '/apps']) {
      const english = `${site.url}${path}`;
      const german = `${site.url}/de${path}`;
      // Asked twice, a page is among the popular ones, in its best compression.
      for (const url of [english, german, english, german]) await fetch(url, { headers: HTML });
      const rates = await inTurns(english, german);
      measurements.push({
        name: `GET /de${path} / GET ${path} (${Math.round(rates.german)} vs ${Math.round(rates.english)} req/s)`,
        value: rates.german / rates.english,
        unit: '×',
        target: 0.95,
        kind: 'min',
      });
    }
    return measurements;
  } finally {
    await site.stop();
  }
}
