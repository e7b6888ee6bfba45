import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes state-changing requests from anywhere: its URL's secret is its authority (the one-click
     * unsubscribe, which mail providers' servers post to, RFC 8058). No other route may say it.
     */
    fromAnySite?: true;
  }
}

const CROSS_SITE_MESSAGE = 'Requests from other sites are not allowed.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request comes from another site. Browsers say so in Sec-Fetch-Site; older ones only send Origin,
 * which must then be this server (as the Host header names it) or the configured public origin.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined || origin === publicOrigin) return false;
  try {
    const originUrl = new URL(origin);
    // Read the Host header under the Origin's scheme, so that a default port compares equal to none.
    return originUrl.host !== new URL(`${originUrl.protocol}//${request.host}`).host;
  } catch {
    return true;
  }
}

/** Refuses state-changing requests from other sites (CSRF), on every route but those open to any site. */
const sameOriginGuardPlugin: FastifyPluginCallback<{ publicOrigin: string | null }> = (
  app,
  { publicOrigin },
  done,
) => {
  app.addHook('onRequest', (request, reply, next) => {
    if (
      STATE_CHANGING.has(request.method) &&
      !request.routeOptions.config.fromAnySite &&
      isCrossSite(request, publicOrigin)
    ) {
      reply.code(403).send({ message: CROSS_SITE_MESSAGE });
      return;
    }
    next();
  });
  done();
};

export const sameOriginGuard = fp(sameOriginGuardPlugin, { name: 'same-origin-guard' });
