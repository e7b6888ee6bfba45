import { formatClicksPerView } from './clicksPerView';

describe('clicks per view', () => {
  it.each([
    [1, 8, '12.5%'],
    [3, 4, '75%'],
    [0, 40, '0%'],
    [1, 300, '0.3%'],
    [2, 0, '–'],
  ])('%i clicks for %i views is %s', (clicks, views, text) => {
    expect(formatClicksPerView(clicks, views)).toBe(text);
  });
});
