import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import type { UploadResult } from '@studio/schemas';
import { builtWebDir } from './testing/builtWeb';
import { whenCachesListen } from './testing/cacheListening';
import { screenshotPng } from './testing/images';
import { multipartFile } from './testing/multipart';
import { rawRequest } from './testing/rawRequest';
import { appFields, createContent, postFields } from './testing/siteContent';
import { startTestServer, withSession, type TestServer } from './testing/testServer';

let server: TestServer;
let port: number;
let fileUrl: string;

beforeAll(async () => {
  server = await startTestServer({ webDistDir: builtWebDir(), trustProxy: true });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  const admin = withSession(await server.logIn());
  await createContent(
    server,
    admin,
    'apps',
    appFields({ name: 'Space Miner', slug: 'space-miner' }),
  );
  await createContent(
    server,
    admin,
    'blog',
    postFields({ title: 'Hello', slug: 'hello', published: true }),
  );
  const upload = await server.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    ...multipartFile(await screenshotPng(300, 300), { filename: 'icon.png' }),
    ...admin,
  });
  fileUrl = upload.json<UploadResult>().url;
  await whenCachesListen(server);
});
afterAll(() => server.close());

/** Whether an answer is one the site may give to anything a client sends: never a failure of its own. */
const acceptable = (status: number | null) => status !== null && (status < 500 || status === 503);

/** The server still answers an ordinary request. */
async function stillUp(): Promise<boolean> {
  const answer = await rawRequest(port, {
    method: 'GET',
    target: '/api/health',
    headers: [['Host', 'localhost']],
  });
  return answer.status === 200;
}

// What the outside campaigns sent: malformed escapes, line breaks and separators inside paths, and targets
// in the absolute and asterisk forms.
const KNOWN_BAD_TARGETS = [
  '/trpc/%ff',
  '/trpc/%25',
  '/trpc/%',
  '/trpc/%2',
  '/trpc/%c0%af',
  '/trpc/apps.list,%E2%82',
  'http://example.com/',
  '*',
  '/%0a',
  '/%0d',
  '/x%0ay',
  '/apps%0a',
  '/%e2%80%a8',
  '/blog/%ff',
  '/apps/%ff/terms',
  '/api/files/%ff',
];

describe('any request over HTTP', () => {
  it.each(KNOWN_BAD_TARGETS)(
    'GET %s is answered below 500, twice, and the server stays up',
    async (target) => {
      for (let turn = 0; turn < 2; turn++) {
        const answer = await rawRequest(port, {
          method: 'GET',
          target,
          headers: [
            ['Host', 'localhost'],
            ['Accept-Encoding', 'br, gzip'],
          ],
        });
        expect(answer.head).toMatch(/^HTTP\/1\.1 [1-4]\d\d /);
      }
      expect(await stillUp()).toBe(true);
    },
  );

  it('answers arbitrary methods, targets and headers below 500 (or 503), and stays up', async () => {
    const escape = fc
      .tuple(
        fc.constantFrom('%', '%2', '%ff', '%0a', '%0d', '%00', '%e2%80%a8', '%c0%af', '%E2%82'),
        fc.boolean(),
      )
      .map(([text, upper]) => (upper ? text.toUpperCase() : text));
    const pieceOfPath = fc.oneof(
      fc.constantFrom(
        '/',
        '//',
        '..',
        '.',
        '?',
        '&',
        '=',
        ',',
        '#',
        ';',
        '*',
        '~',
        'apps.list',
        'blog.list',
        'w=160',
        'w=',
        'x',
      ),
      fc.string({ unit: 'grapheme-ascii', maxLength: 6 }).map(encodeURI),
      fc.string({ unit: 'grapheme', maxLength: 3 }).map(encodeURIComponent),
      escape,
    );
    const target = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(
            '/',
            '/trpc/',
            '/trpc/apps.list,',
            '/api/',
            '/api/apps/',
            '/api/blog/',
            '/api/files/',
            '/apps/',
            '/apps/category/',
            '/blog/',
            '/admin/',
            '/sitemap.xml',
            '/.well-known/',
            'http://example.com/',
            'http://localhost/',
            '*',
            '',
          ),
          fc.array(pieceOfPath, { maxLength: 6 }),
        )
        .map(([start, pieces]) => start + pieces.join('')),
      fc.constant(null).map(() => fileUrl),
      fc.nat({ max: 2000 }).map((width) => `${fileUrl}?w=${width}`),
      fc.webPath(),
    );
    const headerValue = fc.oneof(
      fc
        .string({ unit: 'grapheme-ascii', maxLength: 40 })
        .map((text) => text.replace(/[\r\n]/g, '')),
      fc.constantFrom(
        '*',
        'br',
        'gzip',
        'image/avif,image/webp,*/*',
        'bytes=0-10',
        'bytes=-5,9-',
        'W/"x"',
        'evil.example',
        '::1',
        '10.0.0.1, 2001:db8::1',
      ),
      fc.nat().map((n) => 'x'.repeat(n % 5000)),
    );
    const header = fc.tuple(
      fc.constantFrom(
        'Host',
        'Accept',
        'Accept-Encoding',
        'If-None-Match',
        'If-Range',
        'Range',
        'Origin',
        'Sec-Fetch-Site',
        'X-Forwarded-For',
        'X-Forwarded-Host',
        'X-Forwarded-Proto',
        'Cookie',
        'Content-Type',
        'User-Agent',
        'Referer',
      ),
      headerValue,
    );
    const method = fc.oneof(
      fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
      fc.stringMatching(/^[A-Z]{1,8}$/),
    );

    await fc.assert(
      fc.asyncProperty(
        method,
        target,
        fc.array(header, { maxLength: 6 }),
        async (method, target, headers) => {
          const answer = await rawRequest(port, {
            method,
            target,
            headers: [['Host', 'localhost'], ...headers, ['Content-Length', '0']],
          });
          return acceptable(answer.status);
        },
      ),
      { numRuns: 400 },
    );
    expect(await stillUp()).toBe(true);
  }, 120_000);
});
