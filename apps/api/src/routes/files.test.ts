import { mp4Bytes, multipartFile } from '../testing/multipart';
import { useTestServer, withSession } from '../testing/testServer';

const server = useTestServer();
let url: string;
// Larger than one stored chunk (256 KiB), so ranges cross chunk borders; a video is stored as it came.
const bytes = mp4Bytes(700_000);

beforeAll(async () => {
  const admin = withSession(await server().logIn());
  const response = await server().app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    ...multipartFile(bytes, { filename: 'big clip.mp4', type: 'video/mp4' }),
    ...admin,
  });
  url = response.json<{ url: string }>().url;
});

describe('GET /api/files/{id}/{name}', () => {
  it('answers the exact bytes with caching and safety headers', async () => {
    expect(url).toMatch(/\/big%20clip\.mp4$/);
    const response = await server().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('serves the same file without its name', async () => {
    const response = await server().app.inject({ method: 'GET', url: url.replace(/\/[^/]+$/, '') });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 304 when the ETag matches', async () => {
    const { etag } = (await server().app.inject({ method: 'HEAD', url })).headers;
    const response = await server().app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
  });

  it('answers one byte range with 206', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=200000-600000' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 200000-600000/${bytes.length}`);
    expect(response.headers['content-length']).toBe('400001');
    expect(response.rawPayload.equals(bytes.subarray(200000, 600001))).toBe(true);
  });

  it('answers suffix and open ranges', async () => {
    const tail = await server().app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=-100' },
    });
    expect(tail.headers['content-range']).toBe(
      `bytes ${bytes.length - 100}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    const rest = await server().app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=699990-' },
    });
    expect(rest.rawPayload.equals(bytes.subarray(699990))).toBe(true);
  });

  it('answers 416 for a range outside the file', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await server().app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.body).toBe('');
  });

  it('answers a JSON 404 for an unknown id', async () => {
    for (const missing of [
      '/api/files/00000000-0000-0000-0000-000000000000/x.png',
      '/api/files/not-an-id',
    ]) {
      const response = await server().app.inject({ method: 'GET', url: missing });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'File not found' });
    }
  });
});

describe('GET /api/placeholder-image', () => {
  it('is a cacheable SVG', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/placeholder-image' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(response.body).toMatch(/^<svg /);
  });
});

describe('the hot-file cache', () => {
  it('answers a small file from memory once served, without reading the database again', async () => {
    const small = mp4Bytes(4096);
    const uploaded = await server().app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(small, { filename: 'small.mp4' }),
      ...withSession(await server().logIn()),
    });
    const smallUrl = uploaded.json<{ url: string }>().url;
    expect((await server().app.inject({ method: 'GET', url: smallUrl })).statusCode).toBe(200);
    // Behind the server's back (not a deletion it hears of), the stored bytes go away.
    await server().query('delete from file_chunks where file_id = ?', [smallUrl.split('/')[3]]);

    const cached = await server().app.inject({ method: 'GET', url: smallUrl });
    expect(cached.statusCode).toBe(200);
    expect(cached.rawPayload.equals(small)).toBe(true);
  });
});
