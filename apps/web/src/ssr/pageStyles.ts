import type { ViteManifest } from './renderContract';

/** The module main.tsx loads once the page has painted: the site's code, with its components' styles. */
export const CLIENT_START_MODULE = 'src/clientStart.ts';
/** The manifest's key for the page template's own scripts and styles. */
const TEMPLATE = 'index.html';

function collectStyles(
  manifest: ViteManifest,
  key: string,
  styles: Set<string>,
  seen: Set<string>,
) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const style of chunk.css ?? []) styles.add(style);
  for (const imported of chunk.imports ?? []) collectStyles(manifest, imported, styles, seen);
}

function stylesOf(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  for (const key of keys) collectStyles(manifest, key, styles, seen);
  return styles;
}

/**
 * <link rel="stylesheet"> tags for what the page shows that index.html does not style: the site's
 * components (their code loads only after first paint), the page's own lazily loaded chunk and the views
 * that chunk loads itself (the preview page's app or post). Without them the server's markup would paint
 * unstyled.
 */
export function pageStyleTags(manifest: ViteManifest, pageModule: string | null): string {
  const linked = stylesOf(manifest, [TEMPLATE]);
  const pageModules = pageModule
    ? [pageModule, ...(manifest[pageModule]?.dynamicImports ?? [])]
    : [];
  const needed = stylesOf(manifest, [CLIENT_START_MODULE, ...pageModules]);
  return [...needed]
    .filter((file) => !linked.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
}
