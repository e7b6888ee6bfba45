import { INVALID_IMAGE_WIDTH_MESSAGE, type UploadResult } from '@studio/schemas';
import sharp from 'sharp';
import { screenshotPng } from '../testing/images';
import { recordingLogger } from '../testing/logLines';
import { multipartFile } from '../testing/multipart';
import { startTestServer, withSession, type TestServer } from '../testing/testServer';

const AVIF_OR_WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let server: TestServer;
let second: TestServer;
const log = recordingLogger();
let screenshot: UploadResult;
let logo: UploadResult;

async function upload(bytes: Buffer, filename: string): Promise<UploadResult> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    ...multipartFile(bytes, { filename }),
    ...withSession(await server.logIn()),
  });
  return response.json<UploadResult>();
}

beforeAll(async () => {
  server = await startTestServer({}, { logger: log.logger });
  // A second instance on the same database, with a cache of its own.
  second = await startTestServer({}, { database: server.database, logger: log.logger });
  screenshot = await upload(await screenshotPng(1080, 1920), 'shot.png');
  logo = await upload(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    'logo.svg',
  );
});
afterAll(async () => {
  await second.close();
  await server.close();
});

const get = (url: string, accept?: string, target = server) =>
  target.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

const madeVariants = () => log.messages().filter((message) => message === 'Made an image variant');

describe('GET /api/files/{id}/{name}?w=N', () => {
  it('answers the image at that width, as AVIF when Accept takes it', async () => {
    const response = await get(`${screenshot.url}?w=320`, AVIF_OR_WEBP);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'heif', width: 320, height: 569 });
    expect(response.headers['content-disposition']).toBe("inline; filename*=UTF-8''shot.avif");
  });

  it('answers WebP to a client that takes WebP but not AVIF, else the original format', async () => {
    const webp = await get(`${screenshot.url}?w=160`, 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(160);
    const png = await get(`${screenshot.url}?w=160`, 'image/*');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(160);
  });

  it('varies by Accept and is kept by shared caches until its file is purged, with an ETag of its own', async () => {
    const response = await get(`${screenshot.url}?w=640`, AVIF_OR_WEBP);
    const original = await get(screenshot.url);
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=86400, stale-while-revalidate=30',
    );
    expect(response.headers['surrogate-key']).toBe(`file-${screenshot.url.split('/')[3]}`);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers.etag).not.toBe(original.headers.etag);
    const again = await server.app.inject({
      method: 'GET',
      url: `${screenshot.url}?w=640`,
      headers: { accept: AVIF_OR_WEBP, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends copies wider than 320 px as WebP, whose encoder needs far less memory than AVIF', async () => {
    const response = await get(`${screenshot.url}?w=960`, AVIF_OR_WEBP);
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(960);
  });

  it('is never wider than the original', async () => {
    const wide = await get(`${screenshot.url}?w=1920`, 'image/webp');
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1080);
    // Same width and format as the original: that is the original.
    const same = await get(`${screenshot.url}?w=1920`, 'image/*');
    expect(same.headers.etag).toBe((await get(screenshot.url)).headers.etag);
  });

  it.each([
    [1080, 17000],
    [400, 20000],
    [1, 60000],
  ])(
    'makes copies of a %d × %d picture at every width, no side longer than WebP and AVIF hold',
    async (width, height) => {
      const tall = await upload(await screenshotPng(width, height), 'tall.png');
      for (const w of [160, 640, 1280]) {
        const response = await get(`${tall.url}?w=${w}`, AVIF_OR_WEBP);
        expect(response.statusCode).toBe(200);
        const copy = await sharp(response.rawPayload).metadata();
        expect(copy.width).toBeLessThanOrEqual(w);
        expect(copy.height).toBeLessThanOrEqual(16384);
      }
    },
    60_000,
  );

  it('serves an SVG as it is, at any width', async () => {
    const response = await get(`${logo.url}?w=320`, AVIF_OR_WEBP);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it.each(['100', 'abc', '320.5', '', '0320'])('answers 400 for w=%p', async (width) => {
    const response = await get(`${screenshot.url}?w=${width}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_IMAGE_WIDTH_MESSAGE });
  });

  it('answers 400 for two widths at once, and 404 for a variant of no file', async () => {
    expect((await get(`${screenshot.url}?w=160&w=320`)).statusCode).toBe(400);
    const missing = await get('/api/files/00000000-0000-0000-0000-000000000000/x.png?w=160');
    expect(missing.statusCode).toBe(404);
  });

  it('makes a variant once when many ask for it at once on two instances, then serves it stored', async () => {
    const url = `${screenshot.url}?w=640`;
    const accept = 'image/*';
    const before = madeVariants().length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => get(url, accept, index % 2 ? second : server)),
    );
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(madeVariants().length - before).toBe(1);

    const third = await startTestServer({}, { database: server.database, logger: log.logger });
    try {
      const stored = await get(url, accept, third);
      expect(stored.headers.etag).toBe(answers[0]!.headers.etag);
      expect(madeVariants().length - before).toBe(1);
    } finally {
      await third.close();
    }
  });
});
