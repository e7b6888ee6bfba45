import { ContentCache } from './contentCache';
import { contentCacheKey } from './contentCacheKey';

const answer = { contentType: 'application/json', body: '[]' };

describe('ContentCache', () => {
  it('keeps nothing until it hears about changes', () => {
    const cache = new ContentCache();
    cache.set('/api/apps', cache.generation, answer);
    expect(cache.get('/api/apps')).toBeUndefined();
  });

  it('keeps answers while listening, and forgets them on clear', () => {
    const cache = new ContentCache();
    cache.setEnabled(true);
    cache.set('/api/apps', cache.generation, answer);
    expect(cache.get('/api/apps')).toEqual(answer);
    cache.clear();
    expect(cache.get('/api/apps')).toBeUndefined();
  });

  it('refuses an answer computed before the last change', () => {
    const cache = new ContentCache();
    cache.setEnabled(true);
    const generation = cache.generation;
    cache.clear();
    cache.set('/api/apps', generation, answer);
    expect(cache.get('/api/apps')).toBeUndefined();
  });

  it('drops the oldest answers beyond its size', () => {
    const cache = new ContentCache();
    cache.setEnabled(true);
    for (let index = 0; index <= 500; index++)
      cache.set(`/api/apps/${index}`, cache.generation, answer);
    expect(cache.get('/api/apps/0')).toBeUndefined();
    expect(cache.get('/api/apps/500')).toEqual(answer);
  });

  it('stops answering when it can no longer hear about changes', () => {
    const cache = new ContentCache();
    cache.setEnabled(true);
    cache.set('/api/apps', cache.generation, answer);
    cache.setEnabled(false);
    expect(cache.get('/api/apps')).toBeUndefined();
  });
});

describe('contentCacheKey', () => {
  it.each([
    ['GET', '/api/apps', '/api/apps'],
    ['GET', '/api/blog', '/api/blog'],
    ['GET', '/trpc/apps.list?batch=1&input=%7B%7D', '/trpc/apps.list?batch=1&input=%7B%7D'],
    ['GET', '/trpc/apps.list,blog.list?batch=1', '/trpc/apps.list,blog.list?batch=1'],
    ['GET', '/api/apps/space-miner', '/api/apps/space-miner'],
    ['GET', '/api/apps/3', '/api/apps/3'],
    ['GET', '/api/apps/space-miner/privacy', '/api/apps/space-miner/privacy'],
    ['GET', '/api/apps/space-miner/account-deletion', '/api/apps/space-miner/account-deletion'],
    ['GET', '/app-ads.txt', '/app-ads.txt'],
    ['GET', '/.well-known/assetlinks.json', '/.well-known/assetlinks.json'],
    ['GET', '/.well-known/apple-app-site-association', '/.well-known/apple-app-site-association'],
    ['POST', '/api/events', null],
    ['GET', '/api/blog/a-post', '/api/blog/a-post'],
    [
      'GET',
      '/trpc/apps.byParam?input=%7B%22param%22%3A%22x%22%7D',
      '/trpc/apps.byParam?input=%7B%22param%22%3A%22x%22%7D',
    ],
    ['GET', '/trpc/auth.me,apps.list?batch=1', null],
    ['GET', '/api/admin/blog', null],
    ['GET', '/api/user', null],
    ['GET', '/api/apps?x=1', null],
    ['GET', '/api/apps/space-miner/reviews', null],
    ['POST', '/api/apps', null],
  ])('%s %s → %p', (method, url, key) => {
    expect(contentCacheKey(method, url)).toBe(key);
  });
});
