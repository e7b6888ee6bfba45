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
import type { CacheChange } from './frontProtocol';

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
 * The app's caches with a replica kept by their changes. The changes travel as over IPC: in order, and only
 * when delivered (at once unless the test holds them back).
 */
function appAndReplica() {
  const caches = { content: new ContentCache(), files: new HotFileCache(300) };
  const replica = new AnswerReplica(contentCacheKey);
  const inTransit: CacheChange[] = [];
  let holding = false;
  replicateCaches(caches, (change) => (holding ? inTransit.push(change) : replica.apply(change)));
  caches.content.setEnabled(true);
  caches.files.setEnabled(true);
  return {
    caches,
    replica,
    app: cacheAnswerSource(caches),
    hold: () => (holding = true),
    deliver: () => {
      for (const change of inTransit.splice(0)) replica.apply(change);
      holding = false;
    },
    /** What an answer of the app names as it goes out. */
    generations: () => `${caches.content.generation} ${caches.files.generation}`,
  };
}

const ask = (source: AnswerSource, url: string, headers: IncomingHttpHeaders = BROTLI) =>
  cachedAnswerFor(source, { method: 'GET', url, headers });

const iconUrl = `/api/files/${FILE_ID}?w=160`;
const iconKey = fileCacheKey(FILE_ID, 160, 'image/avif');
const avif = { accept: 'image/avif' };

describe('the front’s replica of the app’s caches', () => {
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

  it('answers no content at all once an answer of the app went out after a change it has not heard of yet', async () => {
    const { caches, replica, app, hold, deliver, generations } = appAndReplica();
    const old = await firstResponse('application/json', '["old"]', 'br');
    caches.content.set('/api/apps', caches.content.generation, old);
    ask(app, '/api/apps');
    hold();
    caches.content.clear();
    replica.sawGenerations(generations());
    expect(ask(replica, '/api/apps')).toBeNull();
    deliver();
    caches.content.set(
      '/api/apps',
      caches.content.generation,
      await firstResponse('application/json', '["new"]', 'br'),
    );
    ask(app, '/api/apps');
    expect(ask(replica, '/api/apps')?.body).toEqual(ask(app, '/api/apps')?.body);
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

  it('answers no file once an answer of the app went out after a deletion it has not heard of yet', () => {
    const { caches, replica, hold, generations } = appAndReplica();
    caches.files.set(iconKey, caches.files.generation, iconFile('icon'));
    hold();
    caches.files.evictFile(FILE_ID);
    replica.sawGenerations(generations());
    expect(ask(replica, iconUrl, avif)).toBeNull();
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
