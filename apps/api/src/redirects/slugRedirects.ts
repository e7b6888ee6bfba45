import { redirectedSlug } from '@studio/core/services/publishing/redirectedSlug';
import type { Orm } from '@studio/db';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { slugAddress } from './movedAddress';

/** trpc-to-openapi's catch-all route, which strips its base path from the request's URL. */
const REST_ROUTE = '/api/*';

function requestedUrl(request: FastifyRequest): string {
  return request.routeOptions.url === REST_ROUTE ? `/api${request.url}` : request.url;
}

/**
 * An old slug keeps working: a page or public read that found nothing under a slug an item had before answers
 * 301 to the item's current address. Only not-found answers are looked at, so found pages cost nothing; it
 * runs before the cache's onSend, which would compress the not-found page.
 */
const slugRedirectsPlugin: FastifyPluginCallback<{ orm: Orm }> = (app, { orm }, done) => {
  const redirected = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const address = slugAddress(requestedUrl(request));
    if (!address) return payload;
    const slug = await redirectedSlug(orm.em.fork(), address.kind, address.slug);
    if (slug === null) return payload;
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    reply.code(301).header('location', address.at(slug));
    return '';
  };

  // Callback style, so that the answers passing through untouched (all but not-found reads) cost no promise.
  app.addHook('onSend', (request, reply, payload, next) => {
    if (reply.statusCode !== 404 || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return next(null, payload);
    }
    redirected(request, reply, payload).then(
      (sent) => next(null, sent),
      (error: Error) => next(error),
    );
  });
  done();
};

export const slugRedirects = fp(slugRedirectsPlugin, { name: 'slugRedirects' });
