import fastifyStatic from '@fastify/static';
import type { CreateSiteRenderer, ViteManifest } from '@studio/web/render-contract';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Website } from './website';

// Vite names everything under assets/ by its content hash, so those never change; the rest is revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const clientDirOf = (distDir: string) => join(distDir, 'client');
const serverEntryOf = (distDir: string) => join(distDir, 'server', 'entry-server.cjs');

/** Whether `pnpm build` left a website in this directory (WEB_DIST_DIR). */
export function hasBuiltSite(distDir: string): boolean {
  return existsSync(join(clientDirOf(distDir), 'index.html')) && existsSync(serverEntryOf(distDir));
}

/**
 * The built website: its files (precompressed .br/.gz copies when the browser takes them) and its server
 * entry, a CommonJS bundle with its dependencies inside, loaded once and handed the client's files.
 */
export async function builtSite(distDir: string): Promise<Website> {
  const clientDir = clientDirOf(distDir);
  const assetsDir = join(clientDir, 'assets') + sep;
  const templateFile = join(clientDir, 'index.html');
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  const [template, manifest, entry] = await Promise.all([
    readFile(templateFile, 'utf8'),
    readFile(manifestFile, 'utf8'),
    import(serverEntryOf(distDir)) as Promise<{ createSiteRenderer: CreateSiteRenderer }>,
  ]);
  const renderer = entry.createSiteRenderer({
    template,
    manifest: JSON.parse(manifest) as ViteManifest,
  });
  return {
    serveFiles: async (app) => {
      await app.register(fastifyStatic, {
        root: clientDir,
        // One route per file, found at start: the page catch-all stays free.
        wildcard: false,
        // index.html is the pages' template, never a page itself.
        index: false,
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        },
      });
    },
    renderer: () => Promise.resolve(renderer),
    files: renderer.files,
    cacheable: true,
    // The manifest names every asset by its content hash: with the template and the renderer, the build.
    buildFiles: [templateFile, manifestFile, serverEntryOf(distDir)],
    contentSecurityPolicy: null,
  };
}
