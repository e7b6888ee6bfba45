import type { IncomingMessage, ServerResponse } from 'node:http';
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

function request(url: string, method = 'GET'): IncomingMessage {
  return { method, url, headers: {} } as IncomingMessage;
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
    const front = new FrontAnswers({ cache, pageOrigin: () => ORIGIN });
    const list = response();
    expect(front.answer(request('/api/apps'), list.response)).toBe(true);
    expect(list.sent.status).toBe(200);
    expect(list.sent.body?.toString()).toBe('["list"]');
    expect(front.answer(request('/about?ref=x'), response().response)).toBe(true);
    expect(front.answer(request('/contact'), response().response)).toBe(false);
    expect(front.answer(request('/api/apps', 'HEAD'), response().response)).toBe(false);
    expect(front.answer(request('/api/apps', 'POST'), response().response)).toBe(false);
  });

  it('leaves pages to Fastify when their origin needs it (a trusted proxy)', async () => {
    const cache = await cacheWith({ '/api/apps': '[]', [`${ORIGIN}/about`]: '"page"' });
    const front = new FrontAnswers({ cache, pageOrigin: () => null });
    expect(front.answer(request('/about'), response().response)).toBe(false);
    expect(front.answer(request('/api/apps'), response().response)).toBe(true);
  });

  it('sends every request on to Fastify once the server is closing', async () => {
    const cache = await cacheWith({ '/api/apps': '[]' });
    const front = new FrontAnswers({ cache, pageOrigin: () => ORIGIN });
    front.close();
    expect(front.answer(request('/api/apps'), response().response)).toBe(false);
  });
});
