import { FILES_DELETED_CHANNEL } from '@studio/db';
import { SURROGATE_KEYS, type SurrogateKey } from '@studio/schemas';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedAnswer, sendCachedAnswer, setHeaderList } from './cachedAnswer';
import { cacheAnswerSource } from './cacheAnswerSource';
import { cachedAnswerFor } from './cachedAnswers';
import { firstResponse, type CachedResponse } from './cachedResponse';
import type { ContentCache } from './contentCache';
import { contentCacheKey } from './cachedProcedures';
import { listenForContentChanges, type ContentChangeListener } from './contentChangeListener';
import { preferredEncoding } from './contentNegotiation';
import type { HotFileCache } from './hotFileCache';
import { keptAnswer } from './keptAnswer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are public and the same for every visitor: the content cache may keep them
     * under contentCacheKey (which holds what they read) until content changes. 'page' for pages and the
     * site's files, whose answers not kept (a not-found page) still go out compressed and tagged.
     */
    contentCache?: 'shared' | 'page';
    /** What every answer of the route shows, besides what its procedures note (see `shownContent`). */
    surrogateKeys?: readonly SurrogateKey[];
  }
  interface FastifyRequest {
    /** Set when the route declares contentCache: where its answer is kept, if anywhere. */
    contentCacheSlot: Slot | null;
    /** The surrogate keys of what the answer shows, noted by the cached procedures it calls. */
    shownContent: Set<SurrogateKey>;
  }
}

interface Slot {
  /** Null when the answer is not kept (a read of no cached procedure). */
  key: string | null;
  /** The cache generation at the request's start. */
  generation: number;
  /** Whether a page not kept still goes out compressed and tagged. */
  page: boolean;
}

interface Filling {
  /** The request computing the answer. */
  request: FastifyRequest;
  /** Its answer once kept, or null when it could not be. */
  answer: Promise<CachedResponse | null>;
  done(response: CachedResponse | null): void;
}

interface CachingOptions {
  content: ContentCache;
  files: HotFileCache;
  /** The database whose notifications clear the content cache and drop deleted files. */
  connectionString: string;
}

/** The surrogate keys of a kept answer: every such answer's, then what it shows. */
function shownBy(request: FastifyRequest): SurrogateKey[] {
  return [SURROGATE_KEYS.site, ...request.shownContent];
}

/** The body of an answer that may be kept: text, or the fetch Response the tRPC adapter answers with. */
async function bodyOf(reply: FastifyReply, payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (!(payload instanceof Response) || payload.status !== 200) return null;
  const text = await payload.text();
  payload.headers.forEach((value, name) => void reply.header(name, value));
  return text;
}

/**
 * The caches inside Fastify: answers a request the content cache or the hot-file cache holds before any
 * other work (with what HitsBeforeFastify sends, from the same lookup; over the network it, or the front,
 * mostly got there first), and fills the content cache from the 200 answers of routes that declare
 * `contentCache`, compressed quickly the first time (ContentCache compresses answers asked for again at
 * their best). Keeps both caches in step with the database: content changes clear the content cache,
 * deleted files leave the hot-file cache.
 */
const cachingPlugin: FastifyPluginCallback<CachingOptions> = (app, options, done) => {
  const { content, files } = options;
  const answers = cacheAnswerSource({ content, files });
  const listeners: ContentChangeListener[] = [];
  // Answers being computed, by key: a burst of requests for one page (say, right after a change)
  // renders and compresses it once; the others wait for that answer.
  const filling = new Map<string, Filling>();
  const finishFilling = (request: FastifyRequest, response: CachedResponse | null) => {
    const key = request.contentCacheSlot?.key;
    const fill = key ? filling.get(key) : undefined;
    if (!fill || fill.request !== request) return;
    filling.delete(key!);
    fill.done(response);
  };

  /** Sends a kept answer as it is, past the other hooks: it carries every header it needs. */
  const sendKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    response: CachedResponse,
  ) => {
    reply.hijack();
    sendCachedAnswer(reply.raw, keptAnswer(content, key, response, request.headers));
  };

  app.decorateRequest('contentCacheSlot', null);
  app.decorateRequest('shownContent', null as unknown as Set<SurrogateKey>);

  app.addHook('onRequest', (request, reply, next) => {
    const answer = cachedAnswerFor(answers, request.raw);
    if (answer) {
      reply.hijack();
      return sendCachedAnswer(reply.raw, answer);
    }
    const declared = request.routeOptions.config.contentCache;
    if (!declared) return next();
    request.shownContent = new Set(request.routeOptions.config.surrogateKeys);
    const key = contentCacheKey(request.raw);
    const slot = { key, generation: content.generation, page: declared === 'page' };
    const fill = key === null ? undefined : filling.get(key);
    if (fill) {
      // Served from the answer under way; when it cannot be kept, this request computes its own.
      void fill.answer.then((response) => {
        if (response) return sendKept(request, reply, key!, response);
        request.contentCacheSlot = { ...slot, key: null };
        next();
      });
      return;
    }
    request.contentCacheSlot = slot;
    if (key !== null) {
      let finished!: Filling['done'];
      const answer = new Promise<CachedResponse | null>((resolve) => (finished = resolve));
      filling.set(key, { request, answer, done: finished });
    }
    next();
  });

  /**
   * Keeps a 200 answer, compressed quickly for this client, and gives the payload to send in its stead. A
   * page that is not kept (a not-found page) is compressed and tagged the same way.
   */
  const sendFirst = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slot: Slot,
    payload: unknown,
  ): Promise<unknown> => {
    const status = reply.statusCode;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    // A route may answer some requests for one visitor only (the sign-in screen): never kept.
    if (String(reply.getHeader('cache-control')).startsWith('private')) return payload;
    const keeps = slot.key !== null && status === 200;
    const page = slot.page && contentType.startsWith('text/html') && [200, 404].includes(status);
    if (!keeps && !page) return payload;
    const body = await bodyOf(reply, payload);
    if (body === null) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const response = await firstResponse(
      contentType,
      body,
      encoding,
      keeps ? shownBy(request) : null,
      (reply.getHeader('content-language') as string | undefined) ?? null,
    );
    if (keeps) {
      content.set(slot.key!, slot.generation, response);
      finishFilling(request, slot.generation === content.generation ? response : null);
    }
    const answer = cachedAnswer(response, request.headers, status);
    setHeaderList(reply.code(answer.status), answer.headers);
    return answer.body ?? '';
  };

  // Callback-style hooks, so that answers that pass through untouched cost no promise.
  app.addHook('onSend', (request, reply, payload, next) => {
    const slot = request.contentCacheSlot;
    if (!slot) return next(null, payload);
    sendFirst(request, reply, slot, payload).then(
      (sent) => next(null, sent),
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
    const { connectionString } = options;
    const log = app.log;
    listeners.push(
      listenForContentChanges({
        connectionString,
        log,
        onChange: () => content.clear(),
        onListening: (listening) => content.setEnabled(listening),
      }),
      listenForContentChanges({
        connectionString,
        log,
        channel: FILES_DELETED_CHANNEL,
        onChange: (fileId) => fileId && files.evictFile(fileId),
        onListening: (listening) => files.setEnabled(listening),
      }),
    );
    ready();
  });

  app.addHook('onClose', async () => {
    await Promise.all(listeners.map((listener) => listener.close()));
  });

  done();
};

export const caching = fp(cachingPlugin, { name: 'caching' });
