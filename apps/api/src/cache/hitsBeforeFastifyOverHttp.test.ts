import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UploadResult } from '@studio/schemas';
import { builtWebDir } from '../testing/builtWeb';
import { appAddressesWithControlCharacters } from '../testing/controlCharacters';
import { whenPagesAreCached } from '../testing/cacheListening';
import { screenshotPng } from '../testing/images';
import { recordingLogger } from '../testing/logLines';
import { rawAnswer, type RawAnswer } from '../testing/rawAnswer';
import { multipartFile } from '../testing/multipart';
import { appFields, createContent } from '../testing/siteContent';
import { everyStatus, statusesOf } from '../testing/statuses';
import { startTestServer, withSession, type TestServer } from '../testing/testServer';

const log = recordingLogger();
let server: TestServer;
let port: number;
let picture: string;

beforeAll(async () => {
  server = await startTestServer(
    { webDistDir: builtWebDir(), publicOrigin: 'http://studio.test' },
    { logger: log.logger },
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  await whenPagesAreCached(server);
  const upload = await server.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    ...multipartFile(await screenshotPng(400, 400), { filename: 'icon.png' }),
    ...withSession(await server.logIn()),
  });
  picture = upload.json<UploadResult>().url;
});
afterAll(() => server.close());

/** A request over the network (a GET unless said), its body as sent (still compressed). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ port, host: '127.0.0.1', path, headers, method }, (answer) => {
      rawAnswer(answer).then(resolve, reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** How many requests for this path Fastify has seen (it logs each one it handles). */
const seenByFastify = (path: string) =>
  log.entries().filter((entry) => {
    const request = (entry as { req?: { url?: string } }).req;
    return entry.msg === 'incoming request' && request?.url === path;
  }).length;

/** The headers that describe the answer, not the connection it came on. */
function answerHeaders(headers: IncomingHttpHeaders) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('cached answers over the network', () => {
  it.each(['/api/apps', '/', '/apps', '/sitemap.xml'])(
    '%s is answered before Fastify once cached, exactly as Fastify answered it',
    async (path) => {
      const browser = { 'accept-encoding': 'gzip, deflate, br' };
      const fresh = await get(path, browser);
      const seen = seenByFastify(path);
      expect(seen).toBe(1);
      const cached = await get(path, browser);

      expect(seenByFastify(path)).toBe(seen);
      expect(cached.status).toBe(200);
      expect(answerHeaders(cached.headers)).toEqual(answerHeaders(fresh.headers));
      expect(cached.body).toEqual(fresh.body);
    },
  );

  it.each([
    ['a picture', ''],
    ['its 160 px variant', '?w=160'],
  ])(
    '%s from the hot-file cache is answered before Fastify, as Fastify answered it',
    async (_, query) => {
      const phone = { accept: 'image/avif,image/webp,*/*' };
      const fresh = await get(`${picture}${query}`, phone);
      const seen = seenByFastify(`${picture}${query}`);
      const cached = await get(`${picture}${query}`, phone);

      expect(seenByFastify(`${picture}${query}`)).toBe(seen);
      expect(cached.status).toBe(200);
      expect(answerHeaders(cached.headers)).toEqual(answerHeaders(fresh.headers));
      expect(cached.body).toEqual(fresh.body);
    },
  );

  it('answers 304 before Fastify when the client has the current version', async () => {
    const first = await get('/api/blog');
    const seen = seenByFastify('/api/blog');
    const again = await get('/api/blog', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(seenByFastify('/api/blog')).toBe(seen);
  });

  it('answers HEAD before Fastify once cached, with the headers of the GET', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const full = await get('/api/blog', browser);
    const seen = seenByFastify('/api/blog');
    const bare = await get('/api/blog', browser, 'HEAD');
    expect(seenByFastify('/api/blog')).toBe(seen);
    expect(bare.status).toBe(200);
    expect(bare.body.length).toBe(0);
    expect(answerHeaders(bare.headers)).toEqual(answerHeaders(full.headers));
  });
});

describe('a page’s address with a control character added', () => {
  it('answers 404, before and after the page is cached, while other escapes still find it', async () => {
    await createContent(
      server,
      withSession(await server.logIn()),
      'apps',
      appFields({ name: 'Control Hopper', slug: 'hopper' }),
    );
    await whenPagesAreCached(server);
    const spellings = appAddressesWithControlCharacters('hopper');
    expect(await statusesOf(spellings, get)).toEqual(everyStatus(spellings, 404));

    const pages = ['/apps/hopper', '/apps/hopper/releases.xml'];
    // Asked twice: the second answer comes from the cache, before Fastify.
    expect(await statusesOf(pages, get)).toEqual(everyStatus(pages, 200));
    await statusesOf(pages, get);
    expect(pages.map(seenByFastify)).toEqual([1, 1]);
    // Twice too: an answer kept for a spelling would be sent the second time.
    expect(await statusesOf(spellings, get)).toEqual(everyStatus(spellings, 404));
    expect(await statusesOf(spellings, get)).toEqual(everyStatus(spellings, 404));

    const escaped = ['/apps/hop%70er', '/apps/hop%70er/releases.xml'];
    expect(await statusesOf(escaped, get)).toEqual(everyStatus(escaped, 200));
  });
});
