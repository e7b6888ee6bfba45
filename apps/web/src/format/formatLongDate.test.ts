import { formatLongDate } from './formatLongDate';

describe('formatLongDate', () => {
  it('uses the spec format', () => {
    expect(formatLongDate('2024-12-25T12:00:00.000Z')).toBe('December 25, 2024');
  });

  it('writes the day in German and Japanese order, in UTC', () => {
    expect(formatLongDate('2025-03-05T23:30:00.000Z', 'de')).toBe('5. März 2025');
    expect(formatLongDate('2025-03-05T23:30:00.000Z', 'ja')).toBe('2025年3月5日');
  });
});
