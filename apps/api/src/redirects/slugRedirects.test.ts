import { builtWebDir } from '../testing/builtWeb';
import { appFields, createContent, postFields } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer({ webDistDir: builtWebDir() });
const admin = useAdminSession(server);

async function rename(kind: 'apps' | 'blog', id: number, payload: object) {
  const response = await server().app.inject({
    method: 'PUT',
    url: `/api/admin/${kind}/${id}`,
    payload,
    ...admin(),
  });
  expect(response.statusCode).toBe(200);
}

async function get(url: string) {
  return server().app.inject({ method: 'GET', url });
}

let postId: number;
let appId: number;

beforeAll(async () => {
  const post = postFields({ title: 'Launch day notes', slug: 'launch-notes', published: true });
  postId = (await createContent(server(), admin(), 'blog', post)).id;
  await rename('blog', postId, { ...post, slug: 'launch-day' });
  await rename('blog', postId, { ...post, slug: 'launch-day-notes' });
  const app = appFields({ name: 'Star Hopper', slug: 'star-hop' });
  appId = (await createContent(server(), admin(), 'apps', app)).id;
  await rename('apps', appId, { ...app, slug: 'star-hopper' });
});

describe('an old slug', () => {
  it.each([
    ['/blog/launch-notes', '/blog/launch-day-notes'],
    ['/blog/launch-day', '/blog/launch-day-notes'],
    ['/api/blog/launch-notes', '/api/blog/launch-day-notes'],
    ['/apps/star-hop', '/apps/star-hopper'],
    ['/apps/star-hop/terms', '/apps/star-hopper/terms'],
    ['/apps/star-hop/privacy', '/apps/star-hopper/privacy'],
    ['/api/apps/star-hop', '/api/apps/star-hopper'],
    ['/api/apps/star-hop/terms', '/api/apps/star-hopper/terms'],
    ['/blog/launch-notes?ref=newsletter', '/blog/launch-day-notes?ref=newsletter'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
    expect(response.body).toBe('');
  });

  it('is not in the sitemap: only current addresses are', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/blog/launch-day-notes<');
    expect(sitemap).not.toContain('/blog/launch-notes<');
    expect(sitemap).not.toContain('/apps/star-hop<');
  });

  it('an address never used stays not found', async () => {
    expect((await get('/blog/never-was')).statusCode).toBe(404);
    expect((await get('/api/apps/never-was')).statusCode).toBe(404);
  });

  it('taken by a new item shows that item', async () => {
    await createContent(
      server(),
      admin(),
      'blog',
      postFields({ title: 'A new post on an old address', slug: 'launch-day', published: true }),
    );
    const response = await get('/api/blog/launch-day');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'A new post on an old address' });
    expect((await get('/blog/launch-notes')).headers.location).toBe('/blog/launch-day-notes');
  });
});
