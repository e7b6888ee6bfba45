import { imageSrcSet } from './imageSrcSet';

const url = '/api/files/1/shot.png';

describe('imageSrcSet', () => {
  it('offers every fixed width below the picture, then the picture at its own width', () => {
    expect(imageSrcSet(url, 1080)).toBe(
      [
        `${url}?w=160 160w`,
        `${url}?w=320 320w`,
        `${url}?w=640 640w`,
        `${url}?w=960 960w`,
        `${url}?w=1280 1080w`,
      ].join(', '),
    );
  });

  it('ends with the original for pictures wider than the widest variant', () => {
    expect(imageSrcSet(url, 4000)).toMatch(/\?w=1920 1920w, \/api\/files\/1\/shot\.png 4000w$/);
  });

  it('stops, for a picture drawn at a fixed width, at the first copy that fills a 3× screen', () => {
    expect(imageSrcSet(url, 512, 72)).toBe(`${url}?w=160 160w, ${url}?w=320 320w`);
    expect(imageSrcSet(url, 512, 128)).toBe(
      `${url}?w=160 160w, ${url}?w=320 320w, ${url}?w=640 512w`,
    );
  });

  it('offers nothing for pictures the server does not resize, or does not know', () => {
    expect(imageSrcSet(url, null)).toBeUndefined();
    expect(imageSrcSet(url, undefined)).toBeUndefined();
  });
});
