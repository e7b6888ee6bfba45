import { MEGABYTE, type UploadResult } from '@studio/schemas';
import exifReader from 'exif-reader';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { eventually } from '../testing/eventually';
import { phonePhoto, pngOfSize, screenshotPng } from '../testing/images';
import { mp4Bytes, multipartFile } from '../testing/multipart';
import { useAdminSession, useTestServer, type TestServer } from '../testing/testServer';

/** What the file store holds: file rows and the chunk rows of their bytes. */
async function storedRows(server: TestServer) {
  const [row] = await server.query<{ files: number; chunks: number }>(
    'select (select count(*) from files)::int as files, (select count(*) from file_chunks)::int as chunks',
  );
  return row!;
}

describe('POST /api/admin/upload', () => {
  const server = useTestServer();
  const admin = useAdminSession(server);

  const upload = (bytes: Buffer, filename: string, type: string) =>
    server().app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(bytes, { filename, type }),
      ...admin(),
    });

  const download = async (url: string) =>
    (await server().app.inject({ method: 'GET', url })).rawPayload;

  it('stores an image and answers 201 with what it is; the type comes from the bytes', async () => {
    const response = await upload(await screenshotPng(300, 200), 'icon.png', 'text/plain');
    expect(response.statusCode).toBe(201);
    const result = response.json<UploadResult>();
    expect(result).toEqual({
      url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/icon\.png$/),
      kind: 'image',
      mimetype: 'image/png',
      size: expect.any(Number),
      width: 300,
      height: 200,
    });
    const file = await server().app.inject({ method: 'GET', url: result.url });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.length).toBe(result.size);
  });

  it("removes a photo's metadata, GPS position included", async () => {
    const photo = await phonePhoto({ width: 64, height: 48 });
    expect(exifReader((await sharp(photo).metadata()).exif!).GPSInfo).toBeDefined();
    const { url } = (await upload(photo, 'holiday.jpg', 'image/jpeg')).json<UploadResult>();
    const stored = await sharp(await download(url)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
  });

  it('turns a photo upright as its EXIF orientation says, and records the upright size', async () => {
    // Taken sideways: 80 × 40 pixels, to be turned 90° clockwise, so its blue left edge becomes the top.
    const photo = await phonePhoto({ width: 80, height: 40, orientation: 6 });
    const response = await upload(photo, 'sideways.jpg', 'image/jpeg');
    expect(response.json<UploadResult>()).toMatchObject({ width: 40, height: 80 });
    const { data, info } = await sharp(await download(response.json<UploadResult>().url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([40, 80]);
    const colourAt = (x: number, y: number) => {
      const [red = 0, , blue = 0] = data.subarray((y * 40 + x) * 3);
      return blue > red ? 'blue' : 'red';
    };
    expect(colourAt(20, 2)).toBe('blue');
    expect(colourAt(20, 77)).toBe('red');
  });

  it('refuses an image over 50 megapixels with 413, before decoding it, and stores nothing', async () => {
    const before = await storedRows(server());
    // 10,000 × 6,000 white pixels compress to a few hundred kilobytes: a decompression bomb.
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Image too large. Maximum is 50 megapixels (width × height).',
    });
    expect(await storedRows(server())).toEqual(before);
  });

  it('answers 422 for a picture that does not decode', async () => {
    const broken = (await screenshotPng(100, 100)).subarray(0, 60);
    const response = await upload(broken, 'broken.png', 'image/png');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: expect.stringContaining('could not be read') });
  });

  it('stores an SVG as it came, as image/svg+xml with the size it declares', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"/>',
    );
    const response = await upload(svg, 'logo.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResult>()).toMatchObject({
      kind: 'image',
      mimetype: 'image/svg+xml',
      size: svg.length,
      width: 120,
      height: 90,
    });
    const file = await server().app.inject({
      method: 'GET',
      url: response.json<UploadResult>().url,
    });
    expect(file.rawPayload.equals(svg)).toBe(true);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    // Opened directly, the SVG runs in a sandbox of its own: no script in the site's origin.
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('records the upload for the dashboard', async () => {
    await upload(await screenshotPng(10, 10), 'recorded.png', 'image/png');
    const activity = await server().app.inject({
      method: 'GET',
      url: '/api/admin/activity',
      ...admin(),
    });
    expect(activity.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'uploaded',
          subjectType: 'file',
          subjectName: 'recorded.png',
          actor: 'admin',
        }),
      ]),
    );
  });

  it('answers 415 for a text file named .png, and stores nothing', async () => {
    const before = await storedRows(server());
    const response = await upload(
      Buffer.from('just some text, not a picture'),
      'fake.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Only images and videos (MP4, MOV, WebM) can be uploaded.',
    });
    expect(await storedRows(server())).toEqual(before);
  });

  it('answers 413 for an image over 5 MB, and stores nothing', async () => {
    const before = await storedRows(server());
    const response = await upload(await pngOfSize(5 * MEGABYTE + 1), 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File too large. Maximum size is 5MB.' });
    expect(await storedRows(server())).toEqual(before);
  });

  it('takes an image of exactly 5 MB', async () => {
    const response = await upload(await pngOfSize(5 * MEGABYTE), 'just-fits.png', 'image/png');
    expect(response.statusCode).toBe(201);
    // The padding was metadata: what is stored is the picture alone.
    expect(response.json<UploadResult>().size).toBeLessThan(1000);
  });

  it.each([
    ['a body that ends in the middle', 'multipart/form-data; boundary=cut', '--cut\r\nContent-Di'],
    ['no boundary', 'multipart/form-data', 'anything'],
  ])('answers 400 for a malformed multipart body (%s)', async (_case, type, payload) => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { 'content-type': type },
      payload,
      ...admin(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400 without a field named "file"', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(mp4Bytes(10), { field: 'picture' }),
      ...admin(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('video limits (lowered for the test)', () => {
  // Videos may be larger than images, as in production: the multipart limit is the video limit.
  const server = useTestServer({ uploadLimits: { image: 1 * MEGABYTE, video: 2 * MEGABYTE } });
  const admin = useAdminSession(server);

  const upload = (bytes: Buffer) =>
    server().app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(bytes, { filename: 'clip.mp4', type: 'video/mp4' }),
      ...admin(),
    });

  it('stores a video within the limit as video/mp4, byte for byte', async () => {
    const response = await upload(mp4Bytes(2 * MEGABYTE));
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResult>()).toMatchObject({
      kind: 'video',
      mimetype: 'video/mp4',
      size: 2 * MEGABYTE,
      width: null,
      height: null,
    });
    const file = await server().app.inject({
      method: 'HEAD',
      url: response.json<UploadResult>().url,
    });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['content-length']).toBe(String(2 * MEGABYTE));
  });

  it('answers 413 when the multipart stream is cut at the limit, and stores nothing', async () => {
    const before = await storedRows(server());
    const response = await upload(mp4Bytes(2 * MEGABYTE + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File too large. Maximum size is 2MB.' });
    expect(await storedRows(server())).toEqual(before);
  });
});

describe('an upload the client abandons halfway', () => {
  const server = useTestServer();
  let cookie: string;

  beforeAll(async () => {
    cookie = await server().logIn();
    await server().app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Connections of the server in a transaction whose last statement stored a chunk. */
  async function chunkWritesInProgress(): Promise<number> {
    const [row] = await server().query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and xact_start is not null and query like 'insert into file_chunks%'`,
    );
    return row!.n;
  }

  it('leaves no files or file_chunks rows behind', async () => {
    const before = await storedRows(server());
    const boundary = 'abandoned';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const { port } = server().app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      [
        'POST /api/admin/upload HTTP/1.1',
        'Host: 127.0.0.1',
        `Cookie: studio_session=${encodeURIComponent(cookie)}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${head.length + 20 * MEGABYTE}`,
        '',
        head,
      ].join('\r\n'),
    );
    socket.write(mp4Bytes(MEGABYTE));
    // Some chunks are in the database, inside the upload's transaction, when the client goes away.
    expect(await eventually(chunkWritesInProgress, (n) => n > 0)).toBe(1);
    socket.destroy();
    expect(await eventually(chunkWritesInProgress, (n) => n === 0)).toBe(0);
    expect(await storedRows(server())).toEqual(before);
  });
});
