import type { FastifyServerFactory } from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { sendCachedAnswer } from './cachedAnswer';
import { cachedAnswerFor, type AnswerSource } from './cachedAnswers';

/** Fastify's settings that shape the HTTP server it would make itself (it fills in every one). */
interface HttpServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Sends the answers the app's caches hold before Fastify sees the request: no routing, hooks or request
 * objects (less than half of the whole Fastify path). That is how `pnpm dev` and connections the front
 * handed over get their cached answers. The answer is the one the caching hook would send, found by the
 * same lookup (cachedAnswers.ts). Anything else (a miss, a byte range, another method than GET or HEAD, or
 * once the server is closing) goes on to Fastify. Like a CDN's hit, such an answer is not logged per
 * request.
 */
export class HitsBeforeFastify {
  private open = true;

  constructor(private readonly source: AnswerSource) {}

  /**
   * Answers from the caches when it can, and says whether it did. Nothing here may take the process down:
   * whatever throws before the answer's head is written (a request shape no lookup foresaw, a header Node
   * refuses) leaves the request to Fastify, whose error handling answers it.
   */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open) return false;
    try {
      const answer = cachedAnswerFor(this.source, request);
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
   * Fastify's server factory: the HTTP server Fastify would make (same timeouts), with these answers before
   * its handler.
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
}
