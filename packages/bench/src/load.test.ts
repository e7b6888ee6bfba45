import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { load } from './load';

const SHORT = { seconds: 0.5, connections: 4 };

let server: Server;
let url: string;
beforeAll(async () => {
  // Binary bodies, as compressed pages and images are; /missing answers 404.
  const body = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7) % 256));
  server = createServer((request, response) => {
    response.statusCode = request.url === '/missing' ? 404 : 200;
    response.end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((closed) => server.close(closed)));

describe('load', () => {
  it('reports the answers per second and their p99 latency', async () => {
    const result = await load(`${url}/`, {}, SHORT);
    expect(result.rps).toBeGreaterThan(100);
    expect(result.p99).toBeGreaterThan(0);
  });

  it('fails when the server answers other than 2xx', async () => {
    await expect(load(`${url}/missing`, {}, SHORT)).rejects.toThrow(/non-2xx answers/);
  });
});
