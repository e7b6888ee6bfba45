import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { join, sep } from 'node:path';

// Vite names everything under assets/ by its content hash, so those never change; index.html must be revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// The API's paths, and files the build would have had: a missing one must not turn into the page.
const NOT_PAGES = /^\/(api|trpc|assets)(\/|\?|$)/;

/**
 * The built website: its files (precompressed .br/.gz copies when the browser takes them), and index.html
 * for every other GET outside /api and /trpc, so that client-side routes survive a reload.
 */
export const webApp: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const assetsDir = join(distDir, 'assets') + sep;

  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file, found at start: the catch-all below stays free for the page fallback.
    wildcard: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) =>
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
  });

  app.get('/*', (request, reply) => {
    if (NOT_PAGES.test(request.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
};
