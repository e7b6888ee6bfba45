import type { FastifyServerFactory } from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { fileCacheKey } from '../files/fileCacheKey';
import type { HotFileCache } from '../files/hotFileCache';
import { hotFileAnswer } from '../files/hotFileAnswer';
import { parseImageWidth } from '../files/imageWidth';
import { isPagePath } from '../web/pagePaths';
import { cachedAnswer, sendCachedAnswer, type CachedAnswer } from './cachedAnswer';
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

// The file URLs answered here: /api/files/{id}[/{name}][?w={width}]. Other shapes (more parameters, say)
// are left to the files route.
const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})(?:\/[^/?]+)?(?:\?w=([0-9]+))?$/;

interface FrontAnswersOptions {
  cache: ContentCache;
  files: HotFileCache;
  /** The site's origin for a bare request, as the page routes see it; null when its Host is no host. */
  pageOrigin(request: IncomingMessage): string | null;
}

/**
 * Sends the answers the content cache and the hot-file cache hold before Fastify sees the request: no
 * routing, hooks or request objects, so that a cached page, list or icon costs about what a bare Node server
 * spends on it (less than half of the whole Fastify path). Each answer is the one the hooks would send, built
 * by the same functions; pages are looked up under the origin their routes see (web/bareRequestOrigin.ts).
 * Anything else (a miss, a byte range, HEAD, another method, or once the server is closing) goes on to
 * Fastify. Like a CDN's hit, such an answer is not logged per request.
 */
export class FrontAnswers {
  private open = true;

  constructor(private readonly options: FrontAnswersOptions) {}

  /**
   * Answers from the cache when it can, and says whether it did. Nothing here may take the process down:
   * whatever throws before the answer's head is written (a request shape no lookup foresaw, a header Node
   * refuses) leaves the request to Fastify, whose error handling answers it.
   */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== 'GET' || !request.url) return false;
    try {
      const answer =
        this.contentAnswer(request, request.url) ?? this.fileAnswer(request, request.url);
      if (!answer) return false;
      sendCachedAnswer(response, answer);
      return true;
    } catch {
      if (!response.headersSent) return false;
      response.destroy();
      return true;
    }
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
  private contentAnswer(request: IncomingMessage, url: string): CachedAnswer | null {
    let key = contentCacheKey('GET', url);
    if (key === null && isPagePath(url)) {
      const origin = this.options.pageOrigin(request);
      key = origin && pageCacheKey(origin, url);
    }
    const cached = key === null ? undefined : this.options.cache.get(key);
    return cached ? cachedAnswer(cached, request.headers) : null;
  }

  /** The hot-file answers hook's lookup, for the plain shapes of file URLs. */
  private fileAnswer(request: IncomingMessage, url: string): CachedAnswer | null {
    const match = FILE_URL.exec(url);
    if (!match) return null;
    const [, id, w] = match;
    const width = w === undefined ? null : parseImageWidth(w);
    if (w !== undefined && width === null) return null;
    const file = this.options.files.get(fileCacheKey(id!, width, request.headers.accept));
    return file ? hotFileAnswer(file, request.headers, width !== null) : null;
  }
}
