import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Measurement } from './report';

const clientDist = resolve(
  fileURLToPath(new URL('../../../apps/web/dist/client', import.meta.url)),
);

/** The part of Vite's build manifest this reads. */
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

// Public pages live under src/pages; sign-in and the admin area elsewhere.
const PUBLIC_PAGE = /^src\/pages\//;
/** A locale's message catalog: each page loads its language's before hydrating. */
const CATALOG = /^src\/messages\/catalogs\/([\w-]+)\.json$/;
const HOME_PAGE = 'src/pages/home/HomePage.tsx';

/** A chunk and everything it imports statically: what the browser loads for it before running it. */
function closure(
  manifest: Manifest,
  keys: readonly string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * Gzipped JavaScript a public page loads before it is live, in each language the interface ships: index.html's
 * script, the site's code it imports once the page has painted, the page's own chunk and its language's
 * catalog. Also the styles every page links.
 */
export async function measureBundleSize(): Promise<Measurement[]> {
  const manifest = JSON.parse(
    await readFile(join(clientDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(await readFile(join(clientDist, file))).length / 1024);
    return gzipped.get(file)!;
  };
  const javascript = async (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) total += await sizeOf(manifest[key]!.file);
    return total;
  };

  const entries = ['index.html', ...(manifest['index.html']!.dynamicImports ?? [])];
  const initial = closure(manifest, entries);
  const beforePaint = await javascript(closure(manifest, ['index.html']));
  const catalogs = Object.keys(manifest).flatMap((key) => {
    const locale = CATALOG.exec(key)?.[1];
    return locale ? [{ locale, key }] : [];
  });
  // A page's first load in a language: the site's code, the page's chunk and the language's catalog.
  const firstLoad = (page: string, catalog: string) =>
    javascript(closure(manifest, [...entries, page, catalog]));
  const english = catalogs.find(({ locale }) => locale === 'en')!.key;
  const home = await firstLoad(HOME_PAGE, english);
  const pages = Object.keys(manifest).filter((key) => PUBLIC_PAGE.test(key));
  const perLocale: Measurement[] = [];
  for (const { locale, key } of catalogs) {
    let heaviest = { page: HOME_PAGE, size: 0 };
    for (const page of pages) {
      const size = await firstLoad(page, key);
      if (size > heaviest.size) heaviest = { page, size };
    }
    perLocale.push(
      {
        name: `the ${locale} catalog (gzip)`,
        value: await javascript(closure(manifest, [key])),
        unit: 'KB',
        target: 5,
        kind: 'max',
      },
      {
        name: `first-load JavaScript of the heaviest public page in ${locale}, ${heaviest.page} (gzip)`,
        value: heaviest.size,
        unit: 'KB',
        target: 120,
        kind: 'max',
      },
    );
  }
  let css = 0;
  // What every rendered page links (index.html's styles and the site's components').
  for (const key of initial) for (const file of manifest[key]!.css ?? []) css += await sizeOf(file);
  const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js')).length;

  return [
    {
      name: 'first-load JavaScript of the home page (gzip)',
      value: home,
      unit: 'KB',
      target: 120,
      kind: 'max',
    },
    ...perLocale,
    {
      // index.html's own script: the site's code must wait for the first paint, not come before it.
      name: 'JavaScript before the first paint (gzip)',
      value: beforePaint,
      unit: 'KB',
      target: 5,
      kind: 'max',
    },
    { name: 'CSS every page links (gzip)', value: css, unit: 'KB', target: 30, kind: 'max' },
    {
      name: 'JavaScript chunks in the build',
      value: chunks,
      unit: 'files',
      target: 2,
      kind: 'min',
    },
  ];
}
