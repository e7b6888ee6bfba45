import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentCache } from '../cache/contentCache';
import { contentCacheKey } from '../cache/contentCacheKey';
import {
  listenForContentChanges,
  type ContentChangeListener,
} from '../cache/contentChangeListener';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request's answer may be cached: the key and the cache generation at its start. */
    contentCacheSlot: { key: string; generation: number } | null;
  }
}

interface ContentCachingOptions {
  cache: ContentCache;
  /** The database whose change notifications clear the cache. */
  connectionString: string;
}

/** Answers public list requests from the cache before any other work, and fills it from fresh answers. */
const contentCachingPlugin: FastifyPluginCallback<ContentCachingOptions> = (app, options, done) => {
  const { cache } = options;
  let listener: ContentChangeListener | null = null;

  app.decorateRequest('contentCacheSlot', null);

  app.addHook('onRequest', (request, reply, next) => {
    const key = contentCacheKey(request.method, request.url);
    if (!key) return next();
    const cached = cache.get(key);
    if (cached) {
      reply.header('content-type', cached.contentType).send(cached.body);
      return;
    }
    request.contentCacheSlot = { key, generation: cache.generation };
    next();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.contentCacheSlot;
    if (!slot || reply.statusCode !== 200) return payload;
    if (typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      cache.set(slot.key, slot.generation, { contentType, body: payload });
      return payload;
    }
    // The tRPC adapter answers with a fetch Response: read it once so that its text can be kept.
    if (payload instanceof Response && payload.status === 200) {
      const body = await payload.text();
      payload.headers.forEach((value, name) => void reply.header(name, value));
      const contentType = payload.headers.get('content-type') ?? 'application/json';
      cache.set(slot.key, slot.generation, { contentType, body });
      return body;
    }
    return payload;
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
