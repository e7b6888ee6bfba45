import fastifyStatic from '@fastify/static';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@studio/router';
import type { SiteRenderer } from '@studio/web/render-contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { join, sep } from 'node:path';
import type { CreateContext } from '../trpc/createContext';
import { procedureQuery } from './procedureQuery';

// Vite names everything under assets/ by its content hash, so those never change; the rest is revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// The API's paths, and files the build would have had: a missing one must not turn into the page.
const NOT_PAGES = /^\/(api|trpc|assets)(\/|\?|$)/;
const BAD_HOST_MESSAGE = 'The request has no valid Host header.';

interface WebAppOptions {
  clientDir: string;
  renderer: SiteRenderer;
  createContext: CreateContext;
  siteOrigin(request: FastifyRequest): string | null;
}

/** Status of a file that could not be built: 503 during a database outage, else a plain failure. */
function failureStatus(error: unknown): number | null {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return status === 503 ? 503 : null;
}

/**
 * The website: its built files (precompressed .br/.gz copies when the browser takes them), the generated
 * discovery files (sitemap, feed, robots.txt), and every other GET outside /api and /trpc rendered on the
 * server from the route table. Routes other plugins add (say /app-ads.txt) win over the page catch-all.
 */
export const webApp: FastifyPluginAsync<WebAppOptions> = async (app, options) => {
  const { clientDir, renderer, createContext, siteOrigin } = options;
  const assetsDir = join(clientDir, 'assets') + sep;

  await app.register(fastifyStatic, {
    root: clientDir,
    // One route per file, found at start: the catch-all below stays free for the pages.
    wildcard: false,
    // index.html is the pages' template, never a page itself.
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    cacheControl: false,
    setHeaders: (reply, path) =>
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
  });

  const siteRequest = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = siteOrigin(request);
    return origin && { origin, query: procedureQuery(request, reply, createContext) };
  };

  for (const path of renderer.files) {
    app.get(path, { config: { contentCache: true } }, async (request, reply) => {
      const site = siteRequest(request, reply);
      if (!site) return reply.code(400).send({ message: BAD_HOST_MESSAGE });
      try {
        const file = await renderer.renderFile(path, site);
        return await reply.type(file.contentType).send(file.body);
      } catch (error) {
        // The query already logged what failed.
        if (failureStatus(error) === 503) {
          return reply.code(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
        }
        throw error;
      }
    });
  }

  app.get('/*', { config: { contentCache: true } }, async (request, reply) => {
    if (NOT_PAGES.test(request.url)) return reply.callNotFound();
    const site = siteRequest(request, reply);
    if (!site) return reply.code(400).send({ message: BAD_HOST_MESSAGE });
    const answer = await renderer.renderPage({ ...site, url: request.url });
    if (answer.kind === 'not-a-page') return reply.callNotFound();
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(answer.html);
  });
};
