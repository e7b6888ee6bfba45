import { hashKey } from './hashKey';
import { QueryStore } from './queryStore';

const APPS = [['apps', 'cards'], { type: 'query' }];
const APP = [['apps', 'byParam'], { input: { param: 'space-miner' }, type: 'query' }];
const SESSION = [['auth', 'session'], { type: 'query' }];

/** A call that answers `data` and counts how often it was made. */
function counted<T>(data: T) {
  return jest.fn(() => Promise.resolve(data));
}

describe('the query store', () => {
  it('makes one call for a query however many ask for it at the same time', async () => {
    const store = new QueryStore();
    const call = counted(['Space Miner']);
    const [first, second] = await Promise.all([
      store.fetch({ queryKey: APPS, queryFn: call }),
      store.fetch({ queryKey: APPS, queryFn: call }),
    ]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(first.data).toEqual(['Space Miner']);
    expect(second).toBe(first);
  });

  it('keeps a loaded query: a screen that mounts again calls nothing', async () => {
    const store = new QueryStore();
    const call = counted(['Space Miner']);
    await store.fetch({ queryKey: APPS, queryFn: call });
    store.query({ queryKey: APPS, queryFn: call }).ensure();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('holds a failed call as the error of its query', async () => {
    const store = new QueryStore();
    await store.fetch({ queryKey: APP, queryFn: () => Promise.reject(new Error('offline')) });
    expect(store.state(APP)).toMatchObject({ status: 'error', error: { message: 'offline' } });
  });

  it('loads again the failed queries a screen shows, when asked to', async () => {
    const store = new QueryStore();
    let answer: () => Promise<string> = () => Promise.reject(new Error('offline'));
    const shown = store.query({ queryKey: APP, queryFn: () => answer() });
    const stopWatching = shown.subscribe(() => undefined);
    await store.fetch({ queryKey: APP, queryFn: () => answer() });
    answer = () => Promise.resolve('Space Miner');

    await store.retryFailed();
    expect(store.state(APP)).toMatchObject({ status: 'success', data: 'Space Miner' });
    stopWatching();
  });

  it('after a change, loads again what screens show, forgets the rest, and leaves the kept query', async () => {
    const store = new QueryStore();
    const shownCall = counted(['Space Miner', 'Tiny Kingdoms']);
    const shown = store.query({ queryKey: APPS, queryFn: shownCall });
    shown.subscribe(() => undefined);
    await store.fetch({ queryKey: APPS, queryFn: shownCall });
    await store.fetch({ queryKey: APP, queryFn: counted('Space Miner') });
    store.setData(SESSION, { username: 'admin' });

    store.invalidate(SESSION);
    await store.fetch({ queryKey: APPS, queryFn: shownCall });

    expect(shownCall).toHaveBeenCalledTimes(2);
    expect(store.state(APP).status).toBe('pending');
    expect(store.state(SESSION).data).toEqual({ username: 'admin' });
  });

  it('knows a key whatever the order of its properties', () => {
    expect(hashKey([['apps'], { type: 'query', input: { b: 1, a: 2 } }])).toBe(
      hashKey([['apps'], { input: { a: 2, b: 1 }, type: 'query' }]),
    );
  });
});
