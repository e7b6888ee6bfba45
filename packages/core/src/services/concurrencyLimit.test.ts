import { ConcurrencyLimit } from './concurrencyLimit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a concurrency limit', () => {
  it('runs no more than its limit at once, and every task in the end', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limit.run(async () => {
          most = Math.max(most, ++running);
          await tick();
          running--;
          return index;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(limit.active).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limit.run(async () => 'next')).toBe('next');
  });
});
