import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedReply } from '../cache/cachedReply';
import { cachedResponse } from '../cache/cachedResponse';
import type { ContentCache } from '../cache/contentCache';
import { contentCacheKey } from '../cache/contentCacheKey';
import {
  listenForContentChanges,
  type ContentChangeListener,
} from '../cache/contentChangeListener';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answers are public and the same for every visitor: cache them per origin and path. */
    contentCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be cached: the key and the cache generation at its start. */
    contentCacheSlot: { key: string; generation: number } | null;
  }
}

interface ContentCachingOptions {
  cache: ContentCache;
  /** The database whose change notifications clear the cache. */
  connectionString: string;
  /** The site's origin for a request (null when its Host is unusable): rendered pages differ by it. */
  siteOrigin(request: FastifyRequest): string | null;
}

/**
 * Answers public reads (the REST and tRPC lists, pages, sitemap and feed) from the cache before any other
 * work, and fills it from fresh 200 answers, compressed once. Query strings never make a new page entry.
 */
const contentCachingPlugin: FastifyPluginCallback<ContentCachingOptions> = (app, options, done) => {
  const { cache, siteOrigin } = options;
  let listener: ContentChangeListener | null = null;

  const keyOf = (request: FastifyRequest): string | null => {
    if (request.method !== 'GET') return null;
    if (request.routeOptions.config.contentCache) {
      const origin = siteOrigin(request);
      return origin && `${origin}${request.url.split('?', 1)[0]}`;
    }
    return contentCacheKey(request.method, request.url);
  };

  app.decorateRequest('contentCacheSlot', null);

  app.addHook('onRequest', (request, reply, next) => {
    const key = keyOf(request);
    if (!key) return next();
    const cached = cache.get(key);
    if (cached) {
      reply.send(cachedReply(request, reply, cached));
      return;
    }
    request.contentCacheSlot = { key, generation: cache.generation };
    next();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.contentCacheSlot;
    if (!slot || reply.statusCode !== 200) return payload;
    let body: string;
    if (typeof payload === 'string') {
      body = payload;
    } else if (payload instanceof Response && payload.status === 200) {
      // The tRPC adapter answers with a fetch Response: read it once so that its text can be kept.
      body = await payload.text();
      payload.headers.forEach((value, name) => void reply.header(name, value));
    } else {
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    const response = await cachedResponse(contentType, body);
    cache.set(slot.key, slot.generation, response);
    return cachedReply(request, reply, response);
  });

  app.addHook('onReady', (ready) => {
    listener = listenForContentChanges({
      connectionString: options.connectionString,
      log: app.log,
      onChange: () => cache.clear(),
      onListening: (listening) => cache.setEnabled(listening),
    });
    ready();
  });

  app.addHook('onClose', async () => {
    await listener?.close();
  });

  done();
};

export const contentCaching = fp(contentCachingPlugin, { name: 'content-caching' });
