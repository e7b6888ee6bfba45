import { APP_UNREACHABLE_MESSAGE } from '@studio/schemas';
import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { pipeline } from 'node:stream';
import type { Logger } from 'pino';
import { SECURITY_HEADERS } from '../http/securityHeaders';
import { forwardedRequestHeaders, forwardedResponseHeaders } from './forwardedHeaders';
import { GENERATIONS_HEADER } from './frontProtocol';

// Idle connections to the app are closed by the front before the app would close them (Fastify's 72 s), so
// that a request never goes out on a connection the app is closing.
const IDLE_CONNECTION_MS = 60_000;

const UNREACHABLE = Buffer.from(JSON.stringify({ message: APP_UNREACHABLE_MESSAGE }));

interface ProxyOptions {
  /** The app's port on 127.0.0.1. */
  port: number;
  /** The secret the app knows the front's requests by (FRONT_TOKEN_HEADER). */
  token: string;
  /** Whether TRUST_PROXY trusts the front's peer at this address. */
  trustsPeer(address: string): boolean;
  /** Reads the generations an answer of the app carries, before the answer goes on. */
  sawGenerations(header: string | undefined): void;
  log: Logger;
}

// A request with neither has no body (RFC 9112 6.3).
const hasBody = (request: IncomingMessage) =>
  request.headers['content-length'] !== undefined ||
  request.headers['transfer-encoding'] !== undefined;

/**
 * Passes a request to the app and its answer back, both streamed as they come (an upload of 90 MB is never
 * held in memory), over kept-alive connections. A client that leaves aborts its request to the app; an
 * answer the app breaks off is broken off to the client. An app that cannot be reached gets the client a
 * 502 without internals.
 */
export class AppProxy {
  private readonly agent = new Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });
  private closing = false;

  constructor(private readonly options: ProxyOptions) {}

  /** From now on every answer tells its client that the connection closes after it. */
  close(): void {
    this.closing = true;
  }

  forward(request: IncomingMessage, response: ServerResponse, mayRetry = true): void {
    const { port, token, trustsPeer, log } = this.options;
    const peer = request.socket.remoteAddress ?? '';
    const upstream = httpRequest({
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.url,
      headers: forwardedRequestHeaders(request, trustsPeer(peer), token),
      agent: this.agent,
    });
    // The client left: before its answer was sent, or in the middle of its upload.
    let abandoned = false;
    const abandon = () => {
      abandoned = true;
      upstream.destroy();
    };
    const answerUnfinished = () => {
      if (!response.writableFinished) abandon();
    };
    const requestUnfinished = () => {
      if (!request.complete) abandon();
    };
    response.once('close', answerUnfinished);
    request.once('close', requestUnfinished);
    upstream.once('response', (answer) => this.relay(answer, response));
    let failed = false;
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (abandoned || failed) return;
      failed = true;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      // The app closed a kept-alive connection as this request went out on it: a request without a body
      // is sent again, once, on another (the pattern Node's documentation gives for reused sockets).
      if (mayRetry && upstream.reusedSocket && error.code === 'ECONNRESET' && !hasBody(request)) {
        response.off('close', answerUnfinished);
        request.off('close', requestUnfinished);
        this.forward(request, response, false);
        return;
      }
      log.error({ err: error }, 'Could not reach the app');
      this.sendUnreachable(response);
    });
    if (hasBody(request)) request.pipe(upstream);
    else upstream.end();
  }

  private relay(answer: IncomingMessage, response: ServerResponse): void {
    this.options.sawGenerations(answer.headers[GENERATIONS_HEADER] as string | undefined);
    const headers = forwardedResponseHeaders(answer);
    if (this.closing) headers.push('connection', 'close');
    response.writeHead(answer.statusCode!, answer.statusMessage, headers);
    // Whichever side fails first, the other is ended with it (a cut answer is never made to look whole).
    pipeline(answer, response, () => undefined);
  }

  private sendUnreachable(response: ServerResponse): void {
    const headers = [
      'content-type',
      'application/json; charset=utf-8',
      'content-length',
      String(UNREACHABLE.length),
      'cache-control',
      'no-store',
    ];
    for (const [name, value] of SECURITY_HEADERS) headers.push(name, value);
    if (this.closing) headers.push('connection', 'close');
    response.writeHead(502, headers);
    response.end(UNREACHABLE);
  }
}
