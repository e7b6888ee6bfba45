import { FILE_NOT_FOUND_MESSAGE, type LibraryFile, type UploadResult } from '@studio/schemas';
import { eventually } from '../testing/eventually';
import { screenshotPng } from '../testing/images';
import { mp4Bytes, multipartFile } from '../testing/multipart';
import { useAdminSession, useTestServer, withSession } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

async function upload(bytes: Buffer, filename: string): Promise<UploadResult> {
  const response = await server().app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    ...multipartFile(bytes, { filename }),
    ...admin(),
  });
  return response.json<UploadResult>();
}

const idOf = (url: string) => url.split('/')[3]!;

async function library(): Promise<LibraryFile[]> {
  const response = await server().app.inject({
    method: 'GET',
    url: '/api/admin/files',
    ...admin(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<LibraryFile[]>();
}

async function createApp(icon: string, screenshots: string[]) {
  const response = await server().app.inject({
    method: 'POST',
    url: '/api/admin/apps',
    ...admin(),
    payload: {
      name: 'Library App',
      slug: 'library-app',
      description: 'An app that uses uploaded files.',
      shortDescription: 'Uses uploaded files.',
      category: 'Game',
      icon,
      screenshots,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

const deleteFile = (id: string) =>
  server().app.inject({ method: 'DELETE', url: `/api/admin/files/${id}`, ...admin() });

describe('GET /api/admin/files', () => {
  it('is for admins only', async () => {
    const signedOut = await server().app.inject({ method: 'GET', url: '/api/admin/files' });
    expect(signedOut.statusCode).toBe(401);
    const user = withSession(await server().registerUser());
    const regular = await server().app.inject({ method: 'GET', url: '/api/admin/files', ...user });
    expect(regular.statusCode).toBe(403);
  });

  it('lists every file with its size, pixels, resized copies and where it is used', async () => {
    const icon = await upload(await screenshotPng(512, 512), 'icon.png');
    const clip = await upload(mp4Bytes(4096), 'clip.mp4');
    const app = await createApp(icon.url, [`video:file:${clip.url}`]);
    await server().app.inject({
      method: 'GET',
      url: `${icon.url}?w=160`,
      headers: { accept: 'image/webp' },
    });

    const files = await library();
    const used = { type: 'app', id: String(app.id), name: 'Library App' };
    expect(files.find((file) => file.url === icon.url)).toEqual({
      id: idOf(icon.url),
      url: icon.url,
      filename: 'icon.png',
      mimetype: 'image/png',
      size: icon.size,
      variantsSize: expect.any(Number),
      width: 512,
      height: 512,
      createdAt: expect.any(String),
      usedBy: [{ ...used, field: 'icon' }],
    });
    expect(files.find((file) => file.url === icon.url)!.variantsSize).toBeGreaterThan(0);
    expect(files.find((file) => file.url === clip.url)).toMatchObject({
      mimetype: 'video/mp4',
      width: null,
      usedBy: [{ ...used, field: 'screenshots' }],
    });
  });
});

describe('DELETE /api/admin/files/{id}', () => {
  const post = (image: string) => ({
    title: 'A post with a cover',
    slug: 'post-with-cover',
    content: 'A post whose cover picture is an uploaded file, for the media library tests.',
    excerpt: 'A post with a cover.',
    image,
    category: 'News',
  });

  it('answers 409 naming the post while the file is in use, then deletes it and its copies', async () => {
    const cover = await upload(await screenshotPng(1200, 630), 'cover.png');
    const created = await server().app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      ...admin(),
      payload: post(cover.url),
    });
    const { id } = created.json<{ id: number }>();
    const variantUrl = `${cover.url}?w=320`;
    // Served once, so that both sit in the hot-file cache.
    expect((await server().app.inject({ method: 'GET', url: cover.url })).statusCode).toBe(200);
    expect((await server().app.inject({ method: 'GET', url: variantUrl })).statusCode).toBe(200);

    const refused = await deleteFile(idOf(cover.url));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'This file is still used by blog post "A post with a cover" (image). Remove it there first.',
    });
    expect((await library()).some((file) => file.url === cover.url)).toBe(true);

    await server().app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${id}`,
      ...admin(),
      payload: post('/api/placeholder-image'),
    });
    const deleted = await deleteFile(idOf(cover.url));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: idOf(cover.url), deleted: true });
    expect((await library()).some((file) => file.url === cover.url)).toBe(false);
    for (const url of [cover.url, variantUrl]) {
      const status = () =>
        server()
          .app.inject({ method: 'GET', url })
          .then((r) => r.statusCode);
      expect(await eventually(status, (code) => code === 404)).toBe(404);
    }
  });

  it('answers copies being made while their file is deleted with 200 or 404, never 500', async () => {
    const shot = await upload(await screenshotPng(1080, 1920), 'shot.png');
    const copies = [160, 320, 640, 960, 1280, 1920].map((width) =>
      server().app.inject({
        method: 'GET',
        url: `${shot.url}?w=${width}`,
        headers: { accept: 'image/avif,image/webp,*/*' },
      }),
    );
    const deleted = await deleteFile(idOf(shot.url));
    expect(deleted.statusCode).toBe(200);
    const statuses = (await Promise.all(copies)).map((copy) => copy.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);
    for (const width of [160, 1920]) {
      const status = () =>
        server()
          .app.inject({
            method: 'GET',
            url: `${shot.url}?w=${width}`,
            headers: { accept: 'image/avif,image/webp,*/*' },
          })
          .then((r) => r.statusCode);
      expect(await eventually(status, (code) => code === 404)).toBe(404);
    }
  });

  it('answers 404 for a file that does not exist', async () => {
    const response = await deleteFile('00000000-0000-0000-0000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: FILE_NOT_FOUND_MESSAGE });
  });
});
