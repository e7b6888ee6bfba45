import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { PageParts } from '@studio/web/render-contract';
import type { Measurement } from './report';

const webDist = resolve(fileURLToPath(new URL('../../../apps/web/dist', import.meta.url)));
const clientDist = join(webDist, 'client');

/** Each public page's own chunk and catalogs, from the built server entry's route table. */
function builtPageParts(): PageParts[] {
  const entry = createRequire(import.meta.url)(join(webDist, 'server', 'entry-server.cjs')) as {
    pageParts(): PageParts[];
  };
  return entry.pageParts();
}

/** The part of Vite's build manifest this reads. */
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The site's own catalog (the layout's), which every page loads in its language. */
const SITE_CATALOG = /^src\/messages\/catalogs\/([\w-]+)\.json$/;

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
 * script, the site's code it imports once the page has painted, the page's own chunk and its catalogs in
 * that language (the route table's word for which). Also the styles every page links.
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
  // A page's first load in a language: the site's code, the page's chunk and its catalogs in that language.
  const firstLoad = (parts: PageParts, locale: string) =>
    javascript(
      closure(manifest, [
        ...entries,
        ...(parts.page ? [parts.page] : []),
        ...parts.catalogs[locale]!,
      ]),
    );
  const pages = builtPageParts();
  const home = await firstLoad(
    pages.find(({ route }) => route === 'home')!,
    'en',
  );
  const perLocale: Measurement[] = [];
  for (const locale of Object.keys(pages[0]!.catalogs)) {
    let heaviest = { route: 'home', size: 0 };
    for (const parts of pages) {
      const size = await firstLoad(parts, locale);
      if (size > heaviest.size) heaviest = { route: parts.route, size };
    }
    const siteCatalog = pages[0]!.catalogs[locale]!.find((key) => SITE_CATALOG.test(key))!;
    perLocale.push(
      {
        name: `the site's ${locale} catalog (gzip)`,
        value: await javascript(closure(manifest, [siteCatalog])),
        unit: 'KB',
        target: 5,
        kind: 'max',
      },
      {
        name: `first-load JavaScript of the heaviest public page in ${locale}, ${heaviest.route} (gzip)`,
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
