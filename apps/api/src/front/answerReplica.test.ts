import type { IncomingHttpHeaders } from 'node:http';
import { cacheAnswerSource } from '../cache/cacheAnswerSource';
import { cachedAnswerFor, type AnswerSource } from '../cache/cachedAnswers';
import { firstResponse } from '../cache/cachedResponse';
import { contentCacheKey } from '../cache/cachedProcedures';
import { ContentCache } from '../cache/contentCache';
import { fileCacheKey } from '../cache/fileCacheKey';
import { HotFileCache } from '../cache/hotFileCache';
import { AnswerReplica } from './answerReplica';
import { countUses, replicateCaches } from './cacheReplication';
import { READ_HEADERS } from './requestHead';

const FILE_ID = '2dbbdfc2-c48e-4dcd-8809-8d2a886c0702';
const BROTLI = { 'accept-encoding': 'br' };
const GZIP = { 'accept-encoding': 'gzip' };

const iconFile = (text: string) => ({
  body: Buffer.from(text),
  mimetype: 'image/avif',
  filename: 'icon.avif',
  etag: `"${text}"`,
});

/**
 * The app's caches with a replica kept by their changes, delivered in order as over IPC.
 */
function appAndReplica() {
  const caches = { content: new ContentCache(), files: new HotFileCache(300) };
  const replica = new AnswerReplica(contentCacheKey);
  replicateCaches(caches, (change) => replica.apply(change));
  caches.content.setEnabled(true);
  caches.files.setEnabled(true);
  return {
    caches,
    replica,
    app: cacheAnswerSource(caches),
  };
}

const ask = (source: AnswerSource, url: string, headers: IncomingHttpHeaders = BROTLI) =>
  cachedAnswerFor(source, { method: 'GET', url, headers });

const iconUrl = `/api/files/${FILE_ID}?w=160`;
const iconKey = fileCacheKey(FILE_ID, 160, 'image/avif');
const avif = { accept: 'image/avif' };

/** Headers that note the name of every header the lookup reads. */
function noting(headers: IncomingHttpHeaders, read: Set<string>): IncomingHttpHeaders {
  return new Proxy(headers, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name) as unknown;
    },
  });
}

describe('the front’s replica of the app’s caches', () => {
  it('reads no request header that the front’s head reader does not keep', async () => {
    const { caches, app } = appAndReplica();
    const response = await firstResponse('application/json', '["list"]', 'br');
    caches.content.set('/api/apps', caches.content.generation, response);
    caches.files.set(iconKey, caches.files.generation, iconFile('icon'));
    const read = new Set<string>();
    const requests: Array<[string, IncomingHttpHeaders]> = [
      ['/api/apps', BROTLI],
      ['/api/apps', { ...GZIP, 'if-none-match': response.etag, 'cache-control': 'no-cache' }],
      ['/trpc/apps.list?input=%7B%7D', BROTLI],
      [iconUrl, { ...avif, 'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT' }],
      [iconUrl, { ...avif, range: 'bytes=0-1', 'if-range': '"icon"' }],
    ];
    for (const [url, headers] of requests) {
      for (let time = 0; time < 2; time++) ask(app, url, noting(headers, read));
    }
    expect([...read].filter((name) => !READ_HEADERS.has(name))).toEqual([]);
    expect(read.has('accept-encoding')).toBe(true);
  });

  it('answers a content answer once the app has it as a popular one, exactly as the app does', async () => {
    const { caches, replica, app } = appAndReplica();
    caches.content.set(
      '/api/apps',
      caches.content.generation,
      await firstResponse('application/json', '["list"]', 'br'),
    );
    expect(ask(replica, '/api/apps')).toBeNull();
    expect(ask(app, '/api/apps')).not.toBeNull();
    expect(ask(replica, '/api/apps')).toEqual(ask(app, '/api/apps'));
  });

  it('leaves to the app an answer it has no copy of in the client’s encoding yet, and answers it once made', async () => {
    const { caches, replica, app } = appAndReplica();
    caches.content.set(
      '/api/blog',
      caches.content.generation,
      await firstResponse('application/json', '["posts"]', 'br'),
    );
    ask(app, '/api/blog');
    expect(ask(replica, '/api/blog', GZIP)).toBeNull();
    const fromApp = ask(app, '/api/blog', GZIP);
    expect(ask(replica, '/api/blog', GZIP)).toEqual(fromApp);
  });

  it('forgets every content answer when content changes', async () => {
    const { caches, replica, app } = appAndReplica();
    caches.content.set(
      '/api/apps',
      caches.content.generation,
      await firstResponse('application/json', '[]', 'br'),
    );
    ask(app, '/api/apps');
    caches.content.clear();
    expect(ask(replica, '/api/apps')).toBeNull();
  });

  it('answers a hot file as the app does, and forgets it with its variants once deleted', () => {
    const { caches, replica, app } = appAndReplica();
    caches.files.set(iconKey, caches.files.generation, iconFile('icon'));
    caches.files.set(FILE_ID, caches.files.generation, iconFile('original'));
    expect(ask(replica, iconUrl, avif)).toEqual(ask(app, iconUrl, avif));
    caches.files.evictFile(FILE_ID);
    expect(ask(replica, iconUrl, avif)).toBeNull();
    expect(ask(replica, `/api/files/${FILE_ID}`)).toBeNull();
  });

  it('tells the app which answers it sent, so that the app keeps them as recently used', () => {
    const { caches, replica } = appAndReplica();
    for (const key of ['a', 'b', 'c'])
      caches.files.set(key, caches.files.generation, iconFile(key.repeat(100)));
    expect(replica.hotFile('a')).toBeDefined();
    const used = replica.takeUsed();
    expect(used).toEqual({ content: [], files: ['a'] });
    expect(replica.takeUsed()).toBeNull();
    countUses(caches, used!);
    caches.files.set('d', caches.files.generation, iconFile('d'.repeat(100)));
    expect(caches.files.get('a')).toBeDefined();
    expect(caches.files.get('b')).toBeUndefined();
    expect(replica.hotFile('b')).toBeUndefined();
  });
});
