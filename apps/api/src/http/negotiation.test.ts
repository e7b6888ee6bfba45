import { encodingPreference, namedMediaTypes } from './negotiation';

describe('encodingPreference', () => {
  const accepted = encodingPreference(['br', 'gzip', 'identity']);

  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']],
    ['gzip', ['gzip', 'identity']],
    ['br;q=0, gzip;q=0.8', ['gzip', 'identity']],
    ['br;q=0.5, gzip', ['gzip', 'br', 'identity']],
    ['*', ['br', 'gzip', 'identity']],
    ['*, br;q=0', ['gzip', 'identity']],
    ['identity', ['identity']],
    [undefined, ['identity']],
  ])('Accept-Encoding %p takes %p', (header, expected) => {
    expect(accepted(header)).toEqual(expected);
  });
});

describe('namedMediaTypes', () => {
  it('lists the types named with a quality above 0, in any case', () => {
    const types = namedMediaTypes('IMAGE/AVIF, image/webp;q=0, image/*;q=0.8, */*;q=0.5');
    expect([...types]).toEqual(['image/avif', 'image/*', '*/*']);
  });

  it('lists nothing for no header', () => {
    expect(namedMediaTypes(undefined).size).toBe(0);
  });
});
