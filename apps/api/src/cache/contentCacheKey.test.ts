import { contentCacheKey } from './cachedProcedures';

const key = (url: string, method = 'GET', headers = {}) =>
  contentCacheKey({ method, url, headers });

describe('contentCacheKey', () => {
  it.each([
    ['/api/apps', '/api/apps'],
    ['/api/blog', '/api/blog'],
    ['/api/apps/space-miner', '/api/apps/space-miner'],
    ['/api/apps/3', '/api/apps/3'],
    ['/api/apps/space-miner/privacy', '/api/apps/space-miner/privacy'],
    ['/api/apps/space-miner/account-deletion', '/api/apps/space-miner/account-deletion'],
    ['/api/blog/a-post', '/api/blog/a-post'],
    ['/app-ads.txt', '/app-ads.txt'],
    ['/.well-known/assetlinks.json', '/.well-known/assetlinks.json'],
    ['/apps/space-miner?utm_source=x', '/apps/space-miner'],
    ['/', '/'],
  ])('GET %s is kept under %p', (url, expected) => {
    expect(key(url)).toBe(expected);
  });

  it.each([
    '/api/apps?x=1',
    '/api/admin/blog',
    '/api/user',
    '/api/apps/space-miner/reviews',
    '/api/files/2dbbdfc2-c48e-4dcd-8809-8d2a886c0702',
    '/trpc/auth.me,apps.list?batch=1',
    '/trpc/%ff',
    '/assets/index.js',
    '/apps/space-miner%0a',
    '/apps/%00space-miner/releases.xml',
    '*',
    'http://example.com/',
  ])('GET %s is never kept', (url) => {
    expect(key(url)).toBeNull();
  });

  it('is the same for GET and HEAD, and none for other methods', () => {
    expect(key('/about', 'HEAD')).toBe('/about');
    expect(key('/api/apps', 'HEAD')).toBe('/api/apps');
    expect(key('/api/apps', 'POST')).toBeNull();
  });

  it('holds of a tRPC call only the names and the batch and input parameters that tRPC reads', () => {
    const plain = key('/trpc/apps.list,blog.list?batch=1&input=%7B%7D');
    expect(plain).toBe('/trpc/apps.list,blog.list?batch=1&input=%7B%7D');
    expect(key('/trpc/apps.list,blog.list?input=%7B%7D&x=unique&batch=1')).toBe(plain);
    expect(key('/trpc/apps.list%2Cblog.list?batch=1&input={}')).toBe(plain);
    expect(key('/trpc/apps.list?input=%7B%7D')).not.toBe(
      key('/trpc/apps.list?batch=1&input=%7B%7D'),
    );
    expect(key('/trpc/apps.list')).toBe(key('/trpc/apps.list?input='));
  });

  it('keeps no tRPC answer that comes streamed, or that tRPC answers for HEAD', () => {
    expect(key('/trpc/apps.list', 'GET', { 'trpc-accept': 'application/jsonl' })).toBeNull();
    expect(key('/trpc/apps.list', 'GET', { accept: 'application/jsonl' })).toBeNull();
    expect(key('/trpc/apps.list?connectionParams=1')).toBeNull();
    expect(key('/trpc/apps.list', 'HEAD')).toBeNull();
  });
});
