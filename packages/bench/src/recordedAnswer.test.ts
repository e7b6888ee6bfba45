import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { recordAnswer, replayAnswer } from './recordedAnswer';

const servers: Server[] = [];
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((server) => new Promise((closed) => server.close(closed)))));

const BODY = gzipSync('{"hello":"world"}');

describe('the mirror of an answer', () => {
  it('sends the status, headers and compressed bytes the site sent, whatever the URL', async () => {
    const site = await serve((request, response) => {
      const gzip = request.headers['accept-encoding'] === 'gzip';
      response.writeHead(gzip ? 203 : 500, [
        'Content-Type',
        'application/json',
        'Content-Encoding',
        'gzip',
        'ETag',
        '"v1"',
      ]);
      response.end(BODY);
    });
    const recorded = await recordAnswer(`${site}/api/apps`, { 'accept-encoding': 'gzip' });
    const mirror = await serve(replayAnswer(recorded));

    const replayed = await recordAnswer(`${mirror}/anything`, {});

    expect(replayed).toEqual({
      status: 203,
      headers: ['Content-Type', 'application/json', 'Content-Encoding', 'gzip', 'ETag', '"v1"'],
      body: BODY,
    });
  });
});
