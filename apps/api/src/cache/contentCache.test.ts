import { firstResponse, type CachedResponse } from './cachedResponse';
import { ContentCache } from './contentCache';
import { eventually } from '../testing/eventually';

const PAGE = `<!doctype html><p>${'Pixelwave Studio makes games. '.repeat(200)}</p>`;
let answer: CachedResponse;
beforeAll(async () => {
  answer = await firstResponse('text/html', PAGE, 'br');
});

function listeningCache(): ContentCache {
  const cache = new ContentCache();
  cache.setEnabled(true);
  return cache;
}

describe('ContentCache', () => {
  it('keeps nothing until it hears about changes', () => {
    const cache = new ContentCache();
    cache.set('/api/apps', cache.generation, answer);
    expect(cache.get('/api/apps')).toBeUndefined();
  });

  it('keeps answers while listening, and forgets them on clear', () => {
    const cache = listeningCache();
    cache.set('/api/apps', cache.generation, answer);
    expect(cache.get('/api/apps')).toEqual(answer);
    cache.clear();
    expect(cache.get('/api/apps')).toBeUndefined();
  });

  it('refuses an answer computed before the last change', () => {
    const cache = listeningCache();
    const generation = cache.generation;
    cache.clear();
    cache.set('/api/apps', generation, answer);
    expect(cache.get('/api/apps')).toBeUndefined();
  });

  it('stops answering when it can no longer hear about changes', () => {
    const cache = listeningCache();
    cache.set('/api/apps', cache.generation, answer);
    cache.setEnabled(false);
    expect(cache.get('/api/apps')).toBeUndefined();
  });

  it('keeps answers asked for again however many answers asked for once follow them', () => {
    const cache = listeningCache();
    cache.set('/popular', cache.generation, answer);
    cache.get('/popular');
    for (let index = 0; index < 600; index++) {
      cache.set(`/made-up/${index}`, cache.generation, answer);
    }
    expect(cache.get('/popular')).toBeDefined();
    expect(cache.size).toEqual({ once: 100, again: 1 });
    expect(cache.get('/made-up/499')).toBeUndefined();
    expect(cache.get('/made-up/599')).toBeDefined();
  });

  it('drops the least recently used of the answers asked for again beyond 400', () => {
    const cache = listeningCache();
    for (let index = 0; index < 401; index++) {
      cache.set(`/page/${index}`, cache.generation, answer);
      cache.get(`/page/${index}`);
      cache.get('/page/0');
    }
    expect(cache.size.again).toBe(400);
    expect(cache.get('/page/0')).toBeDefined();
    expect(cache.get('/page/1')).toBeUndefined();
  });

  it('keeps a first answer as it was sent, and compresses it at its best once asked for again', async () => {
    const cache = listeningCache();
    cache.set('/about', cache.generation, answer);
    expect(answer.effort).toBe('quick');
    expect(answer.compressed.gzip).toBeUndefined();
    expect(cache.get('/about')).toBe(answer);

    const best = await eventually(
      () => Promise.resolve(cache.get('/about')!),
      (response) => response.effort === 'best',
    );
    expect(best.effort).toBe('best');
    expect(best.etag).toBe(answer.etag);
    expect(best.compressed.br!.length).toBeLessThan(answer.compressed.br!.length);
    expect(best.compressed.gzip).toBeDefined();
  });

  it('never puts a best copy in place of an answer that content changes cleared', async () => {
    const cache = listeningCache();
    cache.set('/about', cache.generation, answer);
    cache.get('/about');
    cache.clear();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache.get('/about')).toBeUndefined();
  });

  it('tells its observer of every change to the popular answers, and of nothing else', async () => {
    const cache = listeningCache();
    const told: string[] = [];
    cache.observe({
      kept: (key, response) => told.push(`${key} ${response.effort}`),
      left: (key) => told.push(`${key} left`),
      cleared: () => told.push('cleared'),
    });
    cache.set('/about', cache.generation, answer);
    cache.set('/apps', cache.generation, answer);
    cache.get('/about');
    cache.get('/about');
    await eventually(
      () => Promise.resolve(cache.get('/about')!),
      (response) => response.effort === 'best',
    );
    cache.clear();
    expect(told).toEqual(['/about quick', '/about best', 'cleared']);
  });

  it('tells its observer which popular answer left for room', () => {
    const cache = listeningCache();
    const left: string[] = [];
    cache.observe({
      kept: () => undefined,
      left: (key) => left.push(key),
      cleared: () => undefined,
    });
    for (let index = 0; index < 401; index++) {
      cache.set(`/page/${index}`, cache.generation, answer);
      cache.get(`/page/${index}`);
    }
    expect(left).toEqual(['/page/0']);
  });
});
