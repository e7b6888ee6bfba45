import type { FastifyServerFactory } from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { isPagePath } from '../web/pagePaths';
import { cachedAnswer, sendCachedAnswer } from './cachedAnswer';
import type { ContentCache } from './contentCache';
import { contentCacheKey, pageCacheKey } from './contentCacheKey';

/** Fastify's settings that shape the HTTP server it would make itself (it fills in every one). */
interface HttpServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

interface FrontAnswersOptions {
  cache: ContentCache;
  /** The site's origin for a bare request, or null when it cannot be told without Fastify's help. */
  pageOrigin(request: IncomingMessage): string | null;
}

/**
 * Sends the answers the content cache holds before Fastify sees the request: no routing, hooks or request
 * objects, so that a cached page or list costs about what a bare Node server spends on it (less than half
 * of the whole Fastify path). The answer is the one the content-caching hook would send, built by the same
 * function; anything else (a miss, HEAD, another method, or once the server is closing) goes on to Fastify.
 * Like a CDN's hit, such an answer is not logged per request.
 */
export class FrontAnswers {
  private open = true;

  constructor(private readonly options: FrontAnswersOptions) {}

  /** Answers from the cache when it can, and says whether it did. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== 'GET' || !request.url) return false;
    const key = this.keyOf(request, request.url);
    const cached = key === null ? undefined : this.options.cache.get(key);
    if (!cached) return false;
    sendCachedAnswer(response, cachedAnswer(cached, request.headers));
    return true;
  }

  /** From now on every request goes to Fastify, which tells keep-alive clients that it is closing. */
  close(): void {
    this.open = false;
  }

  /**
   * Fastify's server factory: the HTTP server Fastify would make (same timeouts), with these answers in
   * front of its handler.
   */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const settings: HttpServerSettings = fastifyOptions;
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout ?? server.requestTimeout;
    server.setTimeout(settings.connectionTimeout ?? 0);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };

  // An entry is only ever kept under the key its route gives, so trying the list key, then the page key,
  // finds exactly what the content-caching hook would.
  private keyOf(request: IncomingMessage, url: string): string | null {
    const listKey = contentCacheKey('GET', url);
    if (listKey !== null || !isPagePath(url)) return listKey;
    const origin = this.options.pageOrigin(request);
    return origin && pageCacheKey(origin, url);
  }
}
