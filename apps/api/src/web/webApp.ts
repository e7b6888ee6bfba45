import { PUBLIC_ROUTES, ROUTE_NAMES } from '@studio/schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../cache/sharedCaching';
import type { CreateContext } from '../trpc/createContext';
import { isPagePath } from './pagePaths';
import { failedQueryAnswer, procedureQuery } from './procedureQuery';
import type { SiteOrigin } from './siteOrigin';
import type { Website } from './website';

/**
 * The first segments of the route table's private pages (/preview, /subscriptions): every address below
 * them is private, the not-found ones too.
 */
function privateSections(): string[] {
  const sections = ROUTE_NAMES.filter((name) => PUBLIC_ROUTES[name].audience === 'private').map(
    (name) => `/${PUBLIC_ROUTES[name].pattern.split('/')[1]!}`,
  );
  return [...new Set(sections)];
}

const NOT_A_PATH_MESSAGE = 'The request target must be a path.';

/**
 * A preview shows unpublished content to whoever holds its link, and a subscription's confirmation and
 * unsubscribe pages answer a personal link: kept by no cache, indexed by no one.
 */
const PRIVATE_LINK_HEADERS = { 'cache-control': PRIVATE_CACHE_CONTROL, 'x-robots-tag': 'noindex' };

/** How a rendered page may be kept: as its route says, unless the page is for its one visitor or link holder. */
function pageHeaders(
  answer: { clientOnly?: true; privateLink?: true },
  headers: Record<string, string>,
): Record<string, string> {
  if (answer.clientOnly) return { 'cache-control': PRIVATE_CACHE_CONTROL };
  return answer.privateLink ? PRIVATE_LINK_HEADERS : headers;
}

interface WebAppOptions {
  website: Website;
  createContext: CreateContext;
  siteOrigin: SiteOrigin;
}

/**
 * The website: the browser's files, the generated discovery files (sitemap, feed, robots.txt), and every
 * other GET outside /api and /trpc rendered on the server from the route table. Routes other plugins
 * add (say /app-ads.txt) win over the page catch-all.
 */
export const webApp: FastifyPluginAsync<WebAppOptions> = async (app, options) => {
  const { website, createContext, siteOrigin } = options;
  const routeConfig = {
    config: { contentCache: website.cacheable ? 'page' : undefined },
  } as const;

  await website.serveFiles(app);

  const siteRequest = (request: FastifyRequest, reply: FastifyReply) => ({
    origin: siteOrigin.value,
    query: procedureQuery(request, reply, createContext),
  });

  for (const route of website.files) {
    app.get<{ Params: Record<string, string> }>(route, routeConfig, async (request, reply) => {
      // A path with a control character is no file's (its slug would be trimmed into an app's).
      if (!isPagePath(request.url)) return reply.callNotFound();
      const site = siteRequest(request, reply);
      try {
        const renderer = await website.renderer(request.url);
        const file = await renderer.renderFile(route, { ...site, params: request.params });
        if (!file) return reply.callNotFound();
        return await reply.type(file.contentType).send(file.body);
      } catch (error) {
        // A failed query answers as it would over HTTP; it already logged what failed.
        const failed = failedQueryAnswer(error);
        if (!failed) throw error;
        return reply.code(failed.status).send({ message: failed.message });
      }
    });
  }

  /** Renders the page at the request's path; `headers` say how it may be kept (a browser-rendered screen: not). */
  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    headers: Record<string, string>,
  ) => {
    // The absolute and asterisk forms (`GET http://host/`, `GET *`) name no page of this site.
    if (!request.url.startsWith('/')) return reply.code(400).send({ message: NOT_A_PATH_MESSAGE });
    // A missing API path or build file, or a page's path with a control character, must not turn into a page.
    if (!isPagePath(request.url)) return reply.callNotFound();
    const site = siteRequest(request, reply);
    const renderer = await website.renderer(request.url);
    const answer = await renderer.renderPage({ ...site, url: request.url });
    if (answer.kind === 'not-a-page') return reply.callNotFound();
    if (website.contentSecurityPolicy) {
      reply.header('content-security-policy', website.contentSecurityPolicy);
    }
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .headers(pageHeaders(answer, headers))
      .send(answer.html);
  };

  // A page that may be kept gets its shared caching from the content cache (cachedAnswer.ts).
  app.get('/*', routeConfig, (request, reply) =>
    renderPage(request, reply, { 'cache-control': 'no-cache' }),
  );

  // Every address under a private section is private, its not-found ones too.
  for (const privatePages of privateSections()) {
    app.get(`${privatePages}/*`, (request, reply) =>
      renderPage(request, reply, PRIVATE_LINK_HEADERS),
    );
  }
};
