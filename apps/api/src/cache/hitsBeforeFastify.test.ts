import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { firstResponse } from './cachedResponse';
import { ContentCache } from './contentCache';
import { fileCacheKey } from './fileCacheKey';
import { cacheAnswerSource } from './cacheAnswerSource';
import { HitsBeforeFastify } from './hitsBeforeFastify';
import { HotFileCache } from './hotFileCache';

async function cacheWith(entries: Record<string, string>): Promise<ContentCache> {
  const cache = new ContentCache();
  cache.setEnabled(true);
  for (const [key, body] of Object.entries(entries)) {
    cache.set(key, cache.generation, await firstResponse('application/json', body, null));
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
  files.set(
    fileCacheKey(ICON_ID, null, undefined),
    files.generation,
    icon('original', 'image/png'),
  );
  files.set(fileCacheKey(ICON_ID, 160, WEBP), files.generation, icon('small', 'image/webp'));
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

async function beforeFastify(entries: Record<string, string>): Promise<HitsBeforeFastify> {
  return new HitsBeforeFastify(
    cacheAnswerSource({ content: await cacheWith(entries), files: filesWithIcon() }),
  );
}

describe('HitsBeforeFastify', () => {
  it('answers a cached list and a cached page, for GET and HEAD alike, and nothing else', async () => {
    const answers = await beforeFastify({ '/api/apps': '["list"]', '/about': '"page"' });
    const list = response();
    expect(answers.answer(request('/api/apps'), list.response)).toBe(true);
    expect(list.sent.status).toBe(200);
    expect(list.sent.body?.toString()).toBe('["list"]');
    const head = response();
    expect(answers.answer(request('/api/apps', 'HEAD'), head.response)).toBe(true);
    expect(head.sent.headers).toEqual(list.sent.headers);
    expect(answers.answer(request('/about?ref=x'), response().response)).toBe(true);
    expect(answers.answer(request('/contact'), response().response)).toBe(false);
    expect(answers.answer(request('/api/apps?ref=x'), response().response)).toBe(false);
    expect(answers.answer(request('/api/apps', 'POST'), response().response)).toBe(false);
  });

  it('answers a hot file and its variant by width and Accept, but no byte range or odd URL', async () => {
    const answers = await beforeFastify({});
    const variant = response();
    const url = `/api/files/${ICON_ID}/icon.png`;
    expect(answers.answer(request(`${url}?w=160`, 'GET', { accept: WEBP }), variant.response)).toBe(
      true,
    );
    expect(variant.sent.body?.toString()).toBe('small');
    const original = response();
    expect(answers.answer(request(`/api/files/${ICON_ID}`), original.response)).toBe(true);
    expect(original.sent.body?.toString()).toBe('original');

    const rangeHeaders = { range: 'bytes=0-1' };
    expect(answers.answer(request(url, 'GET', rangeHeaders), response().response)).toBe(false);
    expect(answers.answer(request(`${url}?w=161`), response().response)).toBe(false);
    expect(answers.answer(request(`${url}?w=160&x=1`), response().response)).toBe(false);
  });

  it('leaves procedure names with malformed escapes to Fastify instead of throwing', async () => {
    const answers = await beforeFastify({ '/api/apps': '[]' });
    for (const url of [
      '/trpc/%ff',
      '/trpc/%',
      '/trpc/%2',
      '/trpc/%c0%af',
      '/trpc/apps.list,%E2%82',
    ]) {
      expect(answers.answer(request(url), response().response)).toBe(false);
    }
  });

  it('leaves a request to Fastify when its answer cannot be written', async () => {
    const answers = await beforeFastify({ '/api/apps': '[]' });
    const refusing = {
      headersSent: false,
      writeHead() {
        throw new TypeError('Invalid character in header content');
      },
    } as unknown as ServerResponse;
    expect(answers.answer(request('/api/apps'), refusing)).toBe(false);
  });

  it('sends every request on to Fastify once the server is closing', async () => {
    const answers = await beforeFastify({ '/api/apps': '[]' });
    answers.close();
    expect(answers.answer(request('/api/apps'), response().response)).toBe(false);
  });
});
