import { formatViews } from './viewCount';

describe('formatViews', () => {
  it('formats compactly', () => {
    expect(formatViews(12_345)).toBe('12.3K views');
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1)).toBe('1 view');
  });
});
