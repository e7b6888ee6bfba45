import { RETRY_WINDOW_MS, retryDelayMs } from './retrySchedule';

describe('the retry schedule', () => {
  it('waits a minute, then twice as long after each failure, at most 4 hours', () => {
    expect([1, 2, 3, 4, 8, 9, 10, 20].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([
      1, 2, 4, 8, 128, 240, 240, 240,
    ]);
  });

  it('tries about a dozen times within the day', () => {
    let waited = 0;
    let attempts = 0;
    while (waited + retryDelayMs(attempts + 1) <= RETRY_WINDOW_MS) {
      attempts += 1;
      waited += retryDelayMs(attempts);
    }
    expect(attempts + 1).toBe(13);
  });
});
