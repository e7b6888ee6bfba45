import { MEGABYTE } from '@studio/schemas';
import { mp4Bytes, multipartFile, pngBytes } from '../testing/multipart';
import { startTestServer, withSession, type TestServer } from '../testing/testServer';

async function fileCount(server: TestServer): Promise<number> {
  const [row] = await server.orm.em
    .getConnection()
    .execute<{ n: number }[]>('select count(*)::int as n from files');
  return row!.n;
}

describe('POST /api/admin/upload', () => {
  let server: TestServer;
  let admin: ReturnType<typeof withSession>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = withSession(await server.logIn());
  });
  afterAll(() => server.close());

  const upload = (bytes: Buffer, filename: string, type: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(bytes, { filename, type }),
      ...admin,
    });

  it('stores an image and answers 201 with its URL; the type comes from the bytes', async () => {
    const response = await upload(pngBytes(2048), 'icon.png', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/icon\.png$/);
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('stores an SVG as image/svg+xml', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const response = await upload(svg, 'logo.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(201);
    const file = await server.app.inject({
      method: 'GET',
      url: response.json<{ url: string }>().url,
    });
    expect(file.headers['content-type']).toBe('image/svg+xml');
  });

  it('records the upload for the dashboard', async () => {
    await upload(pngBytes(100), 'recorded.png', 'image/png');
    const activity = await server.app.inject({
      method: 'GET',
      url: '/api/admin/activity',
      ...admin,
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
    const before = await fileCount(server);
    const response = await upload(
      Buffer.from('just some text, not a picture'),
      'fake.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Only images and videos (MP4, MOV, WebM) can be uploaded.',
    });
    expect(await fileCount(server)).toBe(before);
  });

  it('answers 413 for an image over 5 MB, and stores nothing', async () => {
    const before = await fileCount(server);
    const response = await upload(pngBytes(5 * MEGABYTE + 1), 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File too large. Maximum size is 5MB.' });
    expect(await fileCount(server)).toBe(before);
  });

  it('takes an image of exactly 5 MB', async () => {
    const response = await upload(pngBytes(5 * MEGABYTE), 'just-fits.png', 'image/png');
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 without a field named "file"', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(pngBytes(10), { field: 'picture' }),
      ...admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('video limits (lowered for the test)', () => {
  let server: TestServer;
  let admin: ReturnType<typeof withSession>;

  beforeAll(async () => {
    // Videos may be larger than images, as in production: the multipart limit is the video limit.
    server = await startTestServer({ uploadLimits: { image: 1 * MEGABYTE, video: 2 * MEGABYTE } });
    admin = withSession(await server.logIn());
  });
  afterAll(() => server.close());

  const upload = (bytes: Buffer) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipartFile(bytes, { filename: 'clip.mp4', type: 'video/mp4' }),
      ...admin,
    });

  it('stores a video within the limit as video/mp4', async () => {
    const response = await upload(mp4Bytes(2 * MEGABYTE));
    expect(response.statusCode).toBe(201);
    const file = await server.app.inject({
      method: 'HEAD',
      url: response.json<{ url: string }>().url,
    });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['content-length']).toBe(String(2 * MEGABYTE));
  });

  it('answers 413 when the multipart stream is cut at the limit, and stores nothing', async () => {
    const before = await fileCount(server);
    const response = await upload(mp4Bytes(2 * MEGABYTE + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File too large. Maximum size is 2MB.' });
    expect(await fileCount(server)).toBe(before);
  });
});
