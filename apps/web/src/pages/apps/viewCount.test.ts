import { formatViews, viewCount } from './viewCount';

describe('viewCount', () => {
  it('is stable for an app within a session and differs between apps', () => {
    expect(viewCount(7, 42)).toBe(viewCount(7, 42));
    expect(viewCount(7, 42)).not.toBe(viewCount(8, 42));
  });

  it('stays in a believable range', () => {
    for (let id = 1; id <= 200; id += 1) {
      const views = viewCount(id, 12345);
      expect(views).toBeGreaterThanOrEqual(1_200);
      expect(views).toBeLessThan(98_000);
    }
  });

  it('formats compactly', () => {
    expect(formatViews(12_345)).toBe('12.3K views');
  });
});
