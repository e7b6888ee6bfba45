import type { CreateSiteRenderer, SiteRenderer, ViteManifest } from '@studio/web/render-contract';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The website as `pnpm build` leaves it in WEB_DIST_DIR: the browser's files and the server entry. */
export interface BuiltSite {
  /** Served as they are (scripts, styles, images). */
  clientDir: string;
  renderer: SiteRenderer;
}

const clientDirOf = (distDir: string) => join(distDir, 'client');
const serverEntryOf = (distDir: string) => join(distDir, 'server', 'entry-server.cjs');

export function hasBuiltSite(distDir: string): boolean {
  return existsSync(join(clientDirOf(distDir), 'index.html')) && existsSync(serverEntryOf(distDir));
}

/** Loads the server entry (a CommonJS bundle with its dependencies inside) and hands it the client's files. */
export async function loadBuiltSite(distDir: string): Promise<BuiltSite> {
  const clientDir = clientDirOf(distDir);
  const [template, manifest, entry] = await Promise.all([
    readFile(join(clientDir, 'index.html'), 'utf8'),
    readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    import(serverEntryOf(distDir)) as Promise<{ createSiteRenderer: CreateSiteRenderer }>,
  ]);
  const renderer = entry.createSiteRenderer({
    template,
    manifest: JSON.parse(manifest) as ViteManifest,
  });
  return { clientDir, renderer };
}
