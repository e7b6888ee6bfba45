import { preferredImageFormat } from './imageFormat';

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('preferredImageFormat', () => {
  it.each([
    [CHROME, 320, 'image/avif'],
    [CHROME, 640, 'image/webp'],
    ['image/avif,*/*', 1280, null],
    ['image/webp,*/*', 320, 'image/webp'],
    ['image/avif;q=0,image/webp', 320, 'image/webp'],
    ['image/*,*/*;q=0.8', 320, null],
    [undefined, 320, null],
  ])('answers %p at %d px with %s', (accept, width, type) => {
    expect(preferredImageFormat(accept, width)).toBe(type);
  });
});
