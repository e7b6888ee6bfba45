import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedResponse, type CachedResponse } from './cachedResponse';
import { chooseEncoding, matchesEtag } from './contentNegotiation';

const HTML = `<!doctype html><p>${'Pixelwave Studio makes games. '.repeat(200)}</p>`;
let page: CachedResponse;
beforeAll(async () => {
  page = await cachedResponse('text/html; charset=utf-8', HTML);
});

describe('a cached answer', () => {
  it('is kept with brotli and gzip copies that decompress to the body', () => {
    expect(page.body.toString()).toBe(HTML);
    expect(brotliDecompressSync(page.compressed.br!).toString()).toBe(HTML);
    expect(gunzipSync(page.compressed.gzip!).toString()).toBe(HTML);
    expect(page.compressed.br!.length).toBeLessThan(page.compressed.gzip!.length);
  });

  it('keeps no copy that would be larger than the body', async () => {
    const tiny = await cachedResponse('application/json', '[]');
    expect(tiny.compressed).toEqual({});
  });

  it('is tagged by its content', async () => {
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await cachedResponse('text/html', HTML)).etag).toBe(page.etag);
    expect((await cachedResponse('text/html', `${HTML} `)).etag).not.toBe(page.etag);
  });
});

describe('choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %p gets %p', (header, expected) => {
    const { encoding, body } = chooseEncoding(page, header);
    expect(encoding).toBe(expected);
    expect(body).toBe(expected ? page.compressed[expected as 'br' | 'gzip'] : page.body);
  });
});

describe('If-None-Match', () => {
  it('matches the tag, weak or strong, alone or in a list, and *', () => {
    const opaque = page.etag.slice(2);
    expect(matchesEtag(page.etag, page.etag)).toBe(true);
    expect(matchesEtag(opaque, page.etag)).toBe(true);
    expect(matchesEtag(`"other", ${page.etag}`, page.etag)).toBe(true);
    expect(matchesEtag('*', page.etag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesEtag('W/"other"', page.etag)).toBe(false);
    expect(matchesEtag(undefined, page.etag)).toBe(false);
  });
});
