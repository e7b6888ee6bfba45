import { APP_UNREACHABLE_MESSAGE } from '@studio/schemas';
import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { findFreePort } from '@studio/embedded-postgres';
import { AppProxy } from './appProxy';
import { FRONT_TOKEN_HEADER, GENERATIONS_HEADER } from './frontProtocol';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function listen(handler: RequestListener): Promise<number> {
  const server = createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** A front that proxies everything to a stand-in for the app; answers its port and the proxy. */
async function frontOf(appPort: number, { trustsPeer = false } = {}) {
  const generations: Array<string | undefined> = [];
  const proxy = new AppProxy({
    port: appPort,
    token: 'the-front-token',
    trustsPeer: () => trustsPeer,
    sawGenerations: (header) => generations.push(header),
    log: pino({ level: 'silent' }),
  });
  const port = await listen((request, response) => proxy.forward(request, response));
  return { port, proxy, generations };
}

interface Answer {
  status: number;
  rawHeaders: string[];
  headers: IncomingHttpHeaders;
  body: string;
}

function send(
  port: number,
  { method = 'GET', path = '/', headers = [] as string[], body = '' } = {},
): Promise<Answer> {
  // Given as a list, headers are sent as they are: Host too, which HTTP/1.1 requires.
  const withHost = headerValues(headers, 'host').length
    ? headers
    : ['Host', 'localhost', ...headers];
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { port, host: '127.0.0.1', method, path, headers: withHost },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            rawHeaders: answer.rawHeaders,
            headers: answer.headers,
            body: text,
          }),
        );
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** What the stand-in for the app received of each request. */
function recordingApp(answer: RequestListener = (_request, response) => response.end('ok')) {
  const received: Array<{ method: string; url: string; rawHeaders: string[]; body: string }> = [];
  const handler: RequestListener = (request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method!,
        url: request.url!,
        rawHeaders: request.rawHeaders,
        body,
      });
      answer(request, response);
    });
  };
  return { received, handler };
}

const headerValues = (rawHeaders: string[], name: string) =>
  rawHeaders.filter(
    (_value, index) => index % 2 === 1 && rawHeaders[index - 1]!.toLowerCase() === name,
  );

describe('the front’s proxy to the app', () => {
  it('passes the answer as the app gave it, every Set-Cookie included, less the headers about the connection and the generations', async () => {
    const appPort = await listen((_request, response) => {
      response.writeHead(201, 'Created', [
        'content-type',
        'application/json',
        'set-cookie',
        'a=1; Path=/',
        'set-cookie',
        'b=2; Path=/',
        GENERATIONS_HEADER,
        '4 2',
        'keep-alive',
        'timeout=99',
      ]);
      response.end('{"made":true}');
    });
    const { port, generations } = await frontOf(appPort);
    const answer = await send(port, {
      method: 'POST',
      path: '/api/things?x=1',
      headers: ['content-type', 'application/json'],
      body: '{}',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toBe('{"made":true}');
    expect(headerValues(answer.rawHeaders, 'set-cookie')).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers[GENERATIONS_HEADER]).toBeUndefined();
    expect(answer.headers['keep-alive']).not.toBe('timeout=99');
    expect(generations).toEqual(['4 2']);
  });

  it('passes the request as the client sent it, less the headers about its connection, adds the peer to X-Forwarded-For, and its token', async () => {
    const app = recordingApp();
    const { port } = await frontOf(await listen(app.handler));
    await send(port, {
      method: 'PUT',
      path: '/api/admin/settings/app-ads?a=b',
      headers: [
        'Host',
        'studio.test',
        'Connection',
        'keep-alive, x-hop',
        'X-Hop',
        'secret',
        'Cookie',
        'sid=1',
        'X-Forwarded-For',
        '203.0.113.9',
        'X-Studio-Front',
        'forged',
      ],
      body: 'google.com, pub-1, DIRECT',
    });
    const [request] = app.received;
    expect(request).toMatchObject({
      method: 'PUT',
      url: '/api/admin/settings/app-ads?a=b',
      body: 'google.com, pub-1, DIRECT',
    });
    expect(headerValues(request!.rawHeaders, 'host')).toEqual(['studio.test']);
    expect(headerValues(request!.rawHeaders, 'cookie')).toEqual(['sid=1']);
    expect(headerValues(request!.rawHeaders, 'x-hop')).toEqual([]);
    expect(headerValues(request!.rawHeaders, 'x-forwarded-for')).toEqual([
      '203.0.113.9, 127.0.0.1',
    ]);
    expect(headerValues(request!.rawHeaders, FRONT_TOKEN_HEADER)).toEqual(['the-front-token']);
  });

  it('says the host and scheme it saw, whatever an untrusted client claims', async () => {
    const app = recordingApp();
    const { port } = await frontOf(await listen(app.handler));
    await send(port, {
      headers: [
        'Host',
        'studio.test',
        'X-Forwarded-Host',
        'evil.test',
        'X-Forwarded-Proto',
        'https',
      ],
    });
    expect(headerValues(app.received[0]!.rawHeaders, 'x-forwarded-host')).toEqual(['studio.test']);
    expect(headerValues(app.received[0]!.rawHeaders, 'x-forwarded-proto')).toEqual(['http']);
  });

  it('passes on the host and scheme a trusted proxy names', async () => {
    const app = recordingApp();
    const { port } = await frontOf(await listen(app.handler), { trustsPeer: true });
    await send(port, {
      headers: [
        'Host',
        'internal:3000',
        'X-Forwarded-Host',
        'studio.test',
        'X-Forwarded-Proto',
        'https',
      ],
    });
    expect(headerValues(app.received[0]!.rawHeaders, 'x-forwarded-host')).toEqual(['studio.test']);
    expect(headerValues(app.received[0]!.rawHeaders, 'x-forwarded-proto')).toEqual(['https']);
  });

  it('streams an upload to the app as it arrives', async () => {
    let receivedBytes = 0;
    const appPort = await listen((request, response) => {
      request.on('data', (chunk: Buffer) => (receivedBytes += chunk.length));
      request.on('end', () => response.end(String(receivedBytes)));
    });
    const { port } = await frontOf(appPort);
    const upload = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/admin/upload',
      headers: { 'content-length': 2_000_000 },
    });
    const answered = once(upload, 'response') as Promise<[IncomingMessage]>;
    upload.write(Buffer.alloc(1_000_000));
    while (receivedBytes === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(receivedBytes).toBeLessThanOrEqual(1_000_000);
    upload.end(Buffer.alloc(1_000_000));
    const [answer] = await answered;
    answer.setEncoding('utf8');
    expect((await once(answer, 'data'))[0]).toBe('2000000');
  });

  it('aborts the request to the app when the client leaves before its answer', async () => {
    let appConnectionClosed!: Promise<unknown>;
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const appPort = await listen((request) => {
      appConnectionClosed = once(request.socket, 'close');
      arrived();
    });
    const { port } = await frontOf(appPort);
    const client = httpRequest({ port, host: '127.0.0.1', path: '/slow' });
    client.on('error', () => undefined).end();
    await arrival;
    client.destroy();
    await appConnectionClosed;
  });

  it('answers 502 with a message and no internals when the app cannot be reached', async () => {
    const { port } = await frontOf(await findFreePort());
    const answer = await send(port, { path: '/api/apps' });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ message: APP_UNREACHABLE_MESSAGE });
  });

  it('breaks off to the client an answer the app breaks off', async () => {
    const appPort = await listen((_request, response) => {
      response.writeHead(200, ['content-length', '100']);
      response.write('only part of it');
      setTimeout(() => response.socket!.destroy(), 50);
    });
    const { port } = await frontOf(appPort);
    await expect(send(port)).rejects.toThrow();
  });

  it('tells each client that the connection closes once the front is closing', async () => {
    const { port, proxy } = await frontOf(await listen((_request, response) => response.end('ok')));
    expect((await send(port)).headers.connection).toBe('keep-alive');
    proxy.close();
    expect((await send(port)).headers.connection).toBe('close');
  });
});
