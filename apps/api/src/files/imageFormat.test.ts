import { preferredImageFormat } from './imageFormat';

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('preferredImageFormat', () => {
  it.each([
    [CHROME, 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['image/avif;q=0,image/webp', 'image/webp'],
    ['image/*,*/*;q=0.8', null],
    [undefined, null],
  ])('answers %p with %s', (accept, type) => {
    expect(preferredImageFormat(accept)).toBe(type);
  });
});
