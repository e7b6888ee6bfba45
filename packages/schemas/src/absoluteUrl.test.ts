import { absoluteUrl } from './absoluteUrl';

const ORIGIN = 'https://studio.example';

describe('an absolute URL', () => {
  it("is a site path on the site's origin", () => {
    expect(absoluteUrl(ORIGIN, '/api/files/1/icon.png')).toBe(
      'https://studio.example/api/files/1/icon.png',
    );
    expect(absoluteUrl(ORIGIN, '  /apps/star-garden ')).toBe(
      'https://studio.example/apps/star-garden',
    );
  });

  it('is a web address as it is, in any letter case', () => {
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/cover.jpg')).toBe(
      'https://cdn.example/cover.jpg',
    );
    expect(absoluteUrl(ORIGIN, 'HTTP://cdn.example/a.png')).toBe('HTTP://cdn.example/a.png');
  });

  it('is none for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      'data:image/png;base64,AAAA',
      'icon.png',
      '//cdn.example/a.png',
      'ftp://x/y',
    ]) {
      expect(absoluteUrl(ORIGIN, value)).toBeNull();
    }
  });
});
