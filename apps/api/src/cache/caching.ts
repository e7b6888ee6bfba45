import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedAnswer, sendCachedAnswer, setHeaderList } from '../cache/cachedAnswer';
import { cachedResponse, type CachedResponse } from '../cache/cachedResponse';
import type { ContentCache } from '../cache/contentCache';
import { contentCacheKey, pageCacheKey } from '../cache/contentCacheKey';
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

interface Filling {
  /** The request computing the answer. */
  request: FastifyRequest;
  /** Its answer once kept, or null when it could not be. */
  answer: Promise<CachedResponse | null>;
  done(response: CachedResponse | null): void;
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
  // Answers being computed, by key: a burst of requests for one page (say, right after a change)
  // renders and compresses it once; the others wait for that answer.
  const filling = new Map<string, Filling>();
  const finishFilling = (request: FastifyRequest, response: CachedResponse | null) => {
    const key = request.contentCacheSlot?.key;
    const fill = key === undefined ? undefined : filling.get(key);
    if (!fill || fill.request !== request) return;
    filling.delete(key!);
    fill.done(response);
  };

  const keyOf = (request: FastifyRequest): string | null => {
    if (request.method !== 'GET') return null;
    if (request.routeOptions.config.contentCache) {
      const origin = siteOrigin(request);
      return origin && pageCacheKey(origin, request.url);
    }
    return contentCacheKey(request.method, request.url);
  };

  /** Sends a kept answer as it is, past the other hooks: it carries every header it needs. */
  const sendKept = (request: FastifyRequest, reply: FastifyReply, response: CachedResponse) => {
    reply.hijack();
    sendCachedAnswer(reply.raw, cachedAnswer(response, request.headers));
  };

  app.decorateRequest('contentCacheSlot', null);

  app.addHook('onRequest', (request, reply, next) => {
    const key = keyOf(request);
    if (!key) return next();
    const cached = cache.get(key);
    if (cached) return sendKept(request, reply, cached);
    const generation = cache.generation;
    const fill = filling.get(key);
    if (fill) {
      // Served from the answer under way; when it cannot be kept, this request computes its own.
      void fill.answer.then((response) => {
        if (response) sendKept(request, reply, response);
        else next();
      });
      return;
    }
    request.contentCacheSlot = { key, generation };
    let done!: Filling['done'];
    const answer = new Promise<CachedResponse | null>((resolve) => (done = resolve));
    filling.set(key, { request, answer, done });
    next();
  });

  /** Keeps a fresh 200 answer, compressed, and gives the payload to send in its stead. */
  const keepAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slot: NonNullable<FastifyRequest['contentCacheSlot']>,
    payload: unknown,
  ): Promise<unknown> => {
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
    finishFilling(request, slot.generation === cache.generation ? response : null);
    const answer = cachedAnswer(response, request.headers);
    setHeaderList(reply.code(answer.status), answer.headers);
    return answer.body ?? '';
  };

  // Callback-style hooks, so that answers that pass through untouched (cached ones among them) cost
  // no promise.
  app.addHook('onSend', (request, reply, payload, next) => {
    const slot = request.contentCacheSlot;
    if (!slot || reply.statusCode !== 200) return next(null, payload);
    keepAnswer(request, reply, slot, payload).then(
      (kept) => next(null, kept),
      (error: Error) => next(error),
    );
  });

  // Not kept (an error, a 404, an aborted request): whoever waited computes their own.
  app.addHook('onResponse', (request, _reply, next) => {
    if (request.contentCacheSlot) finishFilling(request, null);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    if (request.contentCacheSlot) finishFilling(request, null);
    next();
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
