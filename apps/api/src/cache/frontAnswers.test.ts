import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { fileCacheKey } from '../files/fileCacheKey';
import { HotFileCache } from '../files/hotFileCache';
import { cachedResponse } from './cachedResponse';
import { ContentCache } from './contentCache';
import { FrontAnswers } from './frontAnswers';

const ORIGIN = 'http://studio.test';

async function cacheWith(entries: Record<string, string>): Promise<ContentCache> {
  const cache = new ContentCache();
  cache.setEnabled(true);
  for (const [key, body] of Object.entries(entries)) {
    cache.set(key, cache.generation, await cachedResponse('application/json', body));
  }
  return cache;
}

function request(url: string, method = 'GET', headers: IncomingHttpHeaders = {}): IncomingMessage {
  return { method, url, headers } as IncomingMessage;
}

const ICON_ID = '2dbbdfc2-c48e-4dcd-8809-8d2a886c0702';
const WEBP = 'image/webp,*/*';

/** A hot-file cache holding the original icon and its 160 px WebP variant. */
function filesWithIcon(): HotFileCache {
  const files = new HotFileCache(1_000_000);
  files.setEnabled(true);
  const icon = (body: string, mimetype: string) => ({
    body: Buffer.from(body),
    mimetype,
    filename: 'icon.png',
    etag: `"${body}"`,
  });
  files.set(fileCacheKey(ICON_ID, null, undefined), icon('original', 'image/png'));
  files.set(fileCacheKey(ICON_ID, 160, WEBP), icon('small', 'image/webp'));
  return files;
}

/** A response that records what is written to it. */
function response() {
  const sent: { status?: number; headers?: string[]; body?: Buffer } = {};
  const fake = {
    writeHead(status: number, headers: string[]) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: Buffer) {
      sent.body = body;
    },
  };
  return { sent, response: fake as unknown as ServerResponse };
}

describe('FrontAnswers', () => {
  it('answers a cached list, a cached page, and nothing else', async () => {
    const cache = await cacheWith({ '/api/apps': '["list"]', [`${ORIGIN}/about`]: '"page"' });
    const front = new FrontAnswers({ cache, files: filesWithIcon(), pageOrigin: () => ORIGIN });
    const list = response();
    expect(front.answer(request('/api/apps'), list.response)).toBe(true);
    expect(list.sent.status).toBe(200);
    expect(list.sent.body?.toString()).toBe('["list"]');
    expect(front.answer(request('/about?ref=x'), response().response)).toBe(true);
    expect(front.answer(request('/contact'), response().response)).toBe(false);
    expect(front.answer(request('/api/apps', 'HEAD'), response().response)).toBe(false);
    expect(front.answer(request('/api/apps', 'POST'), response().response)).toBe(false);
  });

  it('leaves pages to Fastify when the request names no valid host', async () => {
    const cache = await cacheWith({ '/api/apps': '[]', [`${ORIGIN}/about`]: '"page"' });
    const front = new FrontAnswers({ cache, files: filesWithIcon(), pageOrigin: () => null });
    expect(front.answer(request('/about'), response().response)).toBe(false);
    expect(front.answer(request('/api/apps'), response().response)).toBe(true);
  });

  it('answers a hot file and its variant by width and Accept, but no byte range or odd URL', async () => {
    const cache = await cacheWith({});
    const front = new FrontAnswers({ cache, files: filesWithIcon(), pageOrigin: () => ORIGIN });
    const variant = response();
    const url = `/api/files/${ICON_ID}/icon.png`;
    expect(front.answer(request(`${url}?w=160`, 'GET', { accept: WEBP }), variant.response)).toBe(
      true,
    );
    expect(variant.sent.body?.toString()).toBe('small');
    const original = response();
    expect(front.answer(request(`/api/files/${ICON_ID}`), original.response)).toBe(true);
    expect(original.sent.body?.toString()).toBe('original');

    const rangeHeaders = { range: 'bytes=0-1' };
    expect(front.answer(request(url, 'GET', rangeHeaders), response().response)).toBe(false);
    expect(front.answer(request(`${url}?w=161`), response().response)).toBe(false);
    expect(front.answer(request(`${url}?w=160&x=1`), response().response)).toBe(false);
  });

  it('leaves procedure names with malformed escapes to Fastify instead of throwing', async () => {
    const cache = await cacheWith({ '/api/apps': '[]' });
    const front = new FrontAnswers({ cache, files: filesWithIcon(), pageOrigin: () => ORIGIN });
    for (const url of [
      '/trpc/%ff',
      '/trpc/%',
      '/trpc/%2',
      '/trpc/%c0%af',
      '/trpc/apps.list,%E2%82',
    ]) {
      expect(front.answer(request(url), response().response)).toBe(false);
    }
  });

  it('leaves a request to Fastify when its answer cannot be written', async () => {
    const cache = await cacheWith({ '/api/apps': '[]' });
    const front = new FrontAnswers({ cache, files: filesWithIcon(), pageOrigin: () => ORIGIN });
    const refusing = {
      headersSent: false,
      writeHead() {
        throw new TypeError('Invalid character in header content');
      },
    } as unknown as ServerResponse;
    expect(front.answer(request('/api/apps'), refusing)).toBe(false);
  });

  it('sends every request on to Fastify once the server is closing', async () => {
    const cache = await cacheWith({ '/api/apps': '[]' });
    const front = new FrontAnswers({ cache, files: filesWithIcon(), pageOrigin: () => ORIGIN });
    front.close();
    expect(front.answer(request('/api/apps'), response().response)).toBe(false);
  });
});
