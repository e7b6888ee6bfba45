import { formatLongDate } from './formatLongDate';

describe('formatLongDate', () => {
  it('writes the month in full, the day without padding and the year ("MMMM d, yyyy")', () => {
    expect(formatLongDate('2025-03-05T12:00:00.000Z')).toBe('March 5, 2025');
    expect(formatLongDate('2024-12-25T12:00:00.000Z')).toBe('December 25, 2024');
  });
});
