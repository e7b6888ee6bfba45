import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { lazyChildLoggerFactory } from './lazyChildLogger';

function capturedLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

async function serverWith(level: string) {
  const captured = capturedLogger(level);
  const app = Fastify({
    loggerInstance: captured.logger,
    childLoggerFactory: lazyChildLoggerFactory,
  });
  app.get('/quiet', () => 'ok');
  app.get('/noisy', (request) => {
    request.log.warn({ detail: 42 }, 'Something to know');
    return 'ok';
  });
  await app.ready();
  // Request loggers are children of the server's own logger.
  const child = jest.spyOn(app.log, 'child');
  return { app, child, ...captured };
}

describe('request loggers', () => {
  it('are not made for requests that log nothing at an enabled level', async () => {
    const { app, child, lines } = await serverWith('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it("write with the request id, as Fastify's own child loggers do", async () => {
    const { app, lines } = await serverWith('warn');
    await app.inject({ method: 'GET', url: '/noisy' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        reqId: expect.any(String),
        detail: 42,
        msg: 'Something to know',
      }),
    ]);
    await app.close();
  });

  it("carry Fastify's own request lines at the info level", async () => {
    const { app, lines } = await serverWith('info');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    await app.close();
  });
});
