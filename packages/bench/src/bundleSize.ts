import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Measurement } from './report';

const webDist = resolve(fileURLToPath(new URL('../../../apps/web/dist', import.meta.url)));

/** Gzipped size of what the home page loads before any lazy chunk: the scripts and styles index.html links. */
export async function measureBundleSize(): Promise<Measurement[]> {
  const html = await readFile(join(webDist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const sizes = { js: 0, css: 0 };
  for (const asset of linked) {
    const bytes = gzipSync(await readFile(join(webDist, asset))).length;
    sizes[asset.endsWith('.css') ? 'css' : 'js'] += bytes / 1024;
  }
  const lazyChunks = (await readdir(join(webDist, 'assets'))).filter((file) =>
    file.endsWith('.js'),
  ).length;
  return [
    { name: 'initial JavaScript (gzip)', value: sizes.js, unit: 'KB', target: 200, kind: 'max' },
    { name: 'initial CSS (gzip)', value: sizes.css, unit: 'KB', target: 30, kind: 'max' },
    {
      name: 'JavaScript chunks in the build',
      value: lazyChunks,
      unit: 'files',
      target: 2,
      kind: 'min',
    },
  ];
}
