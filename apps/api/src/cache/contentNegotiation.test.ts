import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bestResponse, firstResponse, type CachedResponse } from './cachedResponse';
import { chooseEncoding, preferredEncoding } from './contentNegotiation';

const HTML = `<!doctype html><p>${'Pixelwave Studio makes games. '.repeat(200)}</p>`;
let page: CachedResponse;
beforeAll(async () => {
  page = await bestResponse(await firstResponse('text/html; charset=utf-8', HTML, null));
});

describe('a kept answer', () => {
  it('is first compressed only in the encoding its client takes', async () => {
    const first = await firstResponse('text/html', HTML, 'gzip');
    expect(Object.keys(first.compressed)).toEqual(['gzip']);
    expect(gunzipSync(first.compressed.gzip!).toString()).toBe(HTML);
    expect((await firstResponse('text/html', HTML, null)).compressed).toEqual({});
  });

  it('at its best, has brotli and gzip copies that decompress to the body', () => {
    expect(page.body.toString()).toBe(HTML);
    expect(brotliDecompressSync(page.compressed.br!).toString()).toBe(HTML);
    expect(gunzipSync(page.compressed.gzip!).toString()).toBe(HTML);
    expect(page.compressed.br!.length).toBeLessThan(page.compressed.gzip!.length);
  });

  it('keeps no copy that would be larger than the body', async () => {
    const tiny = await bestResponse(await firstResponse('application/json', '[]', 'br'));
    expect(tiny.compressed).toEqual({ br: null, gzip: null });
    expect(chooseEncoding(tiny, 'br')).toEqual({ encoding: null, body: tiny.body });
  });

  it('is tagged by its content', async () => {
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await firstResponse('text/html', HTML, 'br')).etag).toBe(page.etag);
    expect((await firstResponse('text/html', `${HTML} `, 'br')).etag).not.toBe(page.etag);
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
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('sends the plain body when the copy the client takes is not made yet', async () => {
    const first = await firstResponse('text/html', HTML, 'br');
    expect(chooseEncoding(first, 'gzip')).toEqual({ encoding: null, body: first.body });
  });
});
