import { HOT_FILE_MAX_BYTES, HotFileCache } from './hotFileCache';

const file = (bytes: number) => ({
  body: Buffer.alloc(bytes),
  mimetype: 'image/png',
  filename: 'a.png',
  etag: '"x"',
});

function enabledCache(budgetBytes: number): HotFileCache {
  const cache = new HotFileCache(budgetBytes);
  cache.setEnabled(true);
  return cache;
}

describe('HotFileCache', () => {
  it('drops the least recently used files once its budget is spent', () => {
    const cache = enabledCache(300);
    cache.set('a', cache.generation, file(100));
    cache.set('b', cache.generation, file(100));
    cache.set('c', cache.generation, file(100));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', cache.generation, file(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
  });

  it('keeps no file whose headers could not be sent (a damaged row: a line break in its ETag)', () => {
    const cache = enabledCache(1000);
    cache.set('damaged', cache.generation, { ...file(10), etag: '"abc\ndef"' });
    cache.set('odd type', cache.generation, { ...file(10), mimetype: 'image/png\r\nx: y' });
    expect(cache.get('damaged')).toBeUndefined();
    expect(cache.get('odd type')).toBeUndefined();
  });

  it('keeps no file larger than 1 MB', () => {
    const cache = enabledCache(64 * HOT_FILE_MAX_BYTES);
    cache.set('big', cache.generation, file(HOT_FILE_MAX_BYTES + 1));
    expect(cache.get('big')).toBeUndefined();
  });

  it('forgets a deleted file with all its variants', () => {
    const cache = enabledCache(1000);
    cache.set('f1', cache.generation, file(10));
    cache.set('f1 640 image/webp', cache.generation, file(10));
    cache.set('f2', cache.generation, file(10));
    cache.evictFile('f1');
    expect(cache.get('f1')).toBeUndefined();
    expect(cache.get('f1 640 image/webp')).toBeUndefined();
    expect(cache.get('f2')).toBeDefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 10 });
  });

  it('keeps nothing while it cannot hear about deletions', () => {
    const cache = new HotFileCache(1000);
    cache.set('a', cache.generation, file(10));
    expect(cache.get('a')).toBeUndefined();
    cache.setEnabled(true);
    cache.set('a', cache.generation, file(10));
    cache.setEnabled(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps no file looked up before a deletion was heard: it may be the deleted one', () => {
    const cache = enabledCache(1000);
    const generation = cache.generation;
    cache.evictFile('f1');
    cache.set('f1', generation, file(10));
    expect(cache.get('f1')).toBeUndefined();
  });

  it('tells its observer of files kept, dropped for room, deleted and cleared', () => {
    const cache = enabledCache(300);
    const told: string[] = [];
    cache.observe({
      kept: (key) => told.push(`${key} kept`),
      left: (key) => told.push(`${key} left`),
      deleted: (fileId) => told.push(`${fileId} deleted`),
      cleared: () => told.push('cleared'),
    });
    cache.set('f1', cache.generation, file(200));
    cache.set('f2 160 image/avif', cache.generation, file(200));
    cache.evictFile('f2');
    cache.setEnabled(false);
    expect(told).toEqual(['f1 kept', 'f2 160 image/avif kept', 'f1 left', 'f2 deleted', 'cleared']);
  });
});
