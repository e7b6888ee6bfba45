import type { ViteManifest } from './renderContract';

interface ChunkFiles {
  scripts: Set<string>;
  styles: Set<string>;
}

function collect(manifest: ViteManifest, key: string, files: ChunkFiles, seen: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  files.scripts.add(chunk.file);
  for (const style of chunk.css ?? []) files.styles.add(style);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
}

function chunkFiles(manifest: ViteManifest, keys: readonly string[]): ChunkFiles {
  const files: ChunkFiles = { scripts: new Set(), styles: new Set() };
  const seen = new Set<string>();
  for (const key of keys) collect(manifest, key, files, seen);
  return files;
}

/**
 * Tags for a lazily loaded page's own chunk, its imports and their styles, minus what index.html already
 * links: the styles apply before first paint, and the scripts load alongside the entry, so hydration
 * need not wait for a second round trip.
 */
export function routeAssetTags(manifest: ViteManifest, moduleId: string): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const initial = chunkFiles(manifest, entries);
  const route = chunkFiles(manifest, [moduleId]);
  const styles = [...route.styles].filter((file) => !initial.styles.has(file));
  const scripts = [...route.scripts].filter((file) => !initial.scripts.has(file));
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    // Low priority, as index.html's own scripts: first paint needs the HTML and styles only.
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
    ),
  ].join('\n    ');
}
