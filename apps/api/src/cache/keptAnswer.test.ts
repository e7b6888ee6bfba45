import { gunzipSync } from 'node:zlib';
import { firstResponse } from './cachedResponse';
import { ContentCache } from './contentCache';
import { keptAnswer } from './keptAnswer';

const PAGE = `<!doctype html><p>${'Pixelwave Studio makes games. '.repeat(200)}</p>`;

describe('keptAnswer', () => {
  it('gives a client whose encoding the first answer lacked a copy of its own, made once', async () => {
    const cache = new ContentCache();
    cache.setEnabled(true);
    cache.set('/about', cache.generation, await firstResponse('text/html', PAGE, 'br'));
    const kept = cache.get('/about')!;

    const answer = keptAnswer(cache, '/about', kept, { 'accept-encoding': 'gzip' });
    expect(answer.headers).toContain('gzip');
    expect(gunzipSync(answer.body!).toString()).toBe(PAGE);
    const withCopy = cache.get('/about')!;
    expect(withCopy.compressed.gzip).toBeDefined();
    expect(withCopy.compressed.br).toBe(kept.compressed.br);
    expect(keptAnswer(cache, '/about', withCopy, { 'accept-encoding': 'gzip' }).body).toBe(
      withCopy.compressed.gzip,
    );
  });
});
