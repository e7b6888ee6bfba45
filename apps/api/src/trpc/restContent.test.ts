import { useAdminSession, useTestServer, withSession } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

const appFields = (slug: string) => ({
  name: 'Star Hopper',
  slug,
  description: 'Hop between stars and collect stardust in this endless arcade game.',
  shortDescription: 'An endless arcade hop through the stars.',
  category: 'Game',
  icon: '/api/placeholder-image',
  appStoreLink: 'https://apps.apple.com/app/star-hopper/id1',
  termsLink: 'Play nicely.\nNo cheating.',
  privacyLink: 'https://example.com/privacy',
  featured: true,
  screenshots: ['https://example.com/shot-1.png', 'https://youtu.be/dQw4w9WgXcQ'],
});

const postFields = (slug: string, published: boolean) => ({
  title: 'Behind the scenes of Star Hopper',
  slug,
  content:
    'We started with a single jumping star.\n\nThen came the stardust, the sounds and the rest.',
  excerpt: 'How a single jumping star became a game.',
  image: 'https://example.com/cover.png',
  category: 'Development',
  published,
});

async function createApp(slug: string) {
  const response = await server().app.inject({
    method: 'POST',
    url: '/api/admin/apps',
    payload: appFields(slug),
    ...admin(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; slug: string }>();
}

describe('apps', () => {
  it('are created (201), listed, and read by slug and by id', async () => {
    const created = await createApp('star-hopper');
    expect(created).toMatchObject({ slug: 'star-hopper', featured: true });
    expect(created).toMatchObject({
      screenshots: [
        'https://example.com/shot-1.png',
        'video:https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ],
    });

    const list = await server().app.inject({ method: 'GET', url: '/api/apps' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: created.id, slug: 'star-hopper', category: 'Game' }),
      ]),
    );

    const bySlug = await server().app.inject({ method: 'GET', url: '/api/apps/star-hopper' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({
      id: created.id,
      name: 'Star Hopper',
      description: expect.any(String),
    });

    const byId = await server().app.inject({ method: 'GET', url: `/api/apps/${created.id}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ slug: 'star-hopper' });
  });

  it('have terms and a privacy policy', async () => {
    const terms = await server().app.inject({ method: 'GET', url: '/api/apps/star-hopper/terms' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({ appName: 'Star Hopper', terms: 'Play nicely.\nNo cheating.' });
    const privacy = await server().app.inject({
      method: 'GET',
      url: '/api/apps/star-hopper/privacy',
    });
    expect(privacy.json()).toEqual({
      appName: 'Star Hopper',
      privacy: 'https://example.com/privacy',
      dataCollected: null,
    });
  });

  it('are updated with PUT', async () => {
    const { id } = await createApp('moon-hopper');
    const response = await server().app.inject({
      method: 'PUT',
      url: `/api/admin/apps/${id}`,
      payload: { ...appFields('moon-hopper'), name: 'Moon Hopper', featured: false },
      ...admin(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: 'Moon Hopper', featured: false });
    const read = await server().app.inject({ method: 'GET', url: '/api/apps/moon-hopper' });
    expect(read.json()).toMatchObject({ name: 'Moon Hopper' });
  });

  it('answer 400 with messages per field for invalid input', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/admin/apps',
      payload: { ...appFields('Bad Slug!'), name: 'X', screenshots: [] },
      ...admin(),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.name).toEqual(['Name must be at least 2 characters']);
    expect(body.errors.slug).toEqual([
      'Slug can only contain lowercase letters, numbers, and hyphens',
    ]);
    expect(body.errors.screenshots).toEqual(['At least one screenshot is required']);
  });

  it('answer 409 for a slug another app uses', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/admin/apps',
      payload: appFields('star-hopper'),
      ...admin(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: { slug: [expect.any(String)] },
    });
  });

  it('answer 404 when missing', async () => {
    for (const url of [
      '/api/apps/no-such-app',
      '/api/apps/999999',
      '/api/apps/no-such-app/terms',
      '/api/apps/no-such-app/privacy',
    ]) {
      const response = await server().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const update = await server().app.inject({
      method: 'PUT',
      url: '/api/admin/apps/999999',
      payload: appFields('ghost'),
      ...admin(),
    });
    expect(update.statusCode).toBe(404);
  });

  it('are read by id for the admin at GET /api/admin/apps/{id}', async () => {
    const created = await createApp('admin-read');
    const response = await server().app.inject({
      method: 'GET',
      url: `/api/admin/apps/${created.id}`,
      ...admin(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('answer GET /api/admin/apps/{id} with 401 signed out and 403 to a non-admin', async () => {
    const { id } = await createApp('guarded-read');
    const visitor = withSession(await server().registerUser());
    for (const [session, status, message] of [
      [{}, 401, 'Not authenticated'],
      [visitor, 403, 'Admin access required'],
    ] as const) {
      const response = await server().app.inject({
        method: 'GET',
        url: `/api/admin/apps/${id}`,
        ...session,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    }
  });

  it('answer GET /api/admin/apps/{id} with 404 "App not found" for a missing id', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url: '/api/admin/apps/999999',
      ...admin(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'App not found' });
  });

  it.each(['star-hopper', '1.5', '0', '+1'])(
    'answer GET /api/admin/apps/%s with 400: an id is a whole number, never a slug',
    async (id) => {
      const response = await server().app.inject({
        method: 'GET',
        url: `/api/admin/apps/${id}`,
        ...admin(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { id: [expect.any(String)] } });
    },
  );

  it('answer 400 "Slug cannot be only digits" on create and update', async () => {
    const { id } = await createApp('digits-to-be');
    for (const [method, url] of [
      ['POST', '/api/admin/apps'],
      ['PUT', `/api/admin/apps/${id}`],
    ] as const) {
      const response = await server().app.inject({
        method,
        url,
        payload: appFields('12'),
        ...admin(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { slug: ['Slug cannot be only digits'] } });
    }
    const read = await server().app.inject({ method: 'GET', url: '/api/apps/digits-to-be' });
    expect(read.statusCode).toBe(200);
  });

  it('are deleted', async () => {
    const { id } = await createApp('short-lived');
    const response = await server().app.inject({
      method: 'DELETE',
      url: `/api/admin/apps/${id}`,
      ...admin(),
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await server().app.inject({ method: 'GET', url: '/api/apps/short-lived' })).statusCode,
    ).toBe(404);
    expect(
      (await server().app.inject({ method: 'DELETE', url: `/api/admin/apps/${id}`, ...admin() }))
        .statusCode,
    ).toBe(404);
  });
});

describe('blog posts', () => {
  it('are drafts by default: hidden publicly, visible to the admin', async () => {
    const created = await server().app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      payload: postFields('draft-post', false),
      ...admin(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();

    expect(
      (await server().app.inject({ method: 'GET', url: '/api/blog/draft-post' })).statusCode,
    ).toBe(404);
    const publicList = await server().app.inject({ method: 'GET', url: '/api/blog' });
    expect(publicList.json()).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'draft-post' })]),
    );

    const adminList = await server().app.inject({
      method: 'GET',
      url: '/api/admin/blog',
      ...admin(),
    });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, slug: 'draft-post', published: false }),
      ]),
    );
    const adminRead = await server().app.inject({
      method: 'GET',
      url: `/api/admin/blog/${id}`,
      ...admin(),
    });
    expect(adminRead.json()).toMatchObject({ id, content: expect.any(String) });
  });

  it('are published with PUT, then readable by everyone', async () => {
    const { id } = (
      await server().app.inject({
        method: 'POST',
        url: '/api/admin/blog',
        payload: postFields('soon-public', false),
        ...admin(),
      })
    ).json<{ id: number }>();
    const update = await server().app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${id}`,
      payload: postFields('soon-public', true),
      ...admin(),
    });
    expect(update.statusCode).toBe(200);
    const read = await server().app.inject({ method: 'GET', url: '/api/blog/soon-public' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      title: 'Behind the scenes of Star Hopper',
      published: true,
    });
    const list = await server().app.inject({ method: 'GET', url: '/api/blog' });
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'soon-public' })]),
    );
  });

  it('answer 400, 409 and 404 like apps', async () => {
    const invalid = await server().app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      payload: { ...postFields('x', true), excerpt: 'short' },
      ...admin(),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      errors: { slug: expect.any(Array), excerpt: expect.any(Array) },
    });
    const taken = await server().app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      payload: postFields('soon-public', true),
      ...admin(),
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await server().app.inject({ method: 'GET', url: '/api/admin/blog/999999', ...admin() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await server().app.inject({ method: 'DELETE', url: '/api/admin/blog/999999', ...admin() }))
        .statusCode,
    ).toBe(404);
  });

  it('are deleted', async () => {
    const { id } = (
      await server().app.inject({
        method: 'POST',
        url: '/api/admin/blog',
        payload: postFields('gone-soon', true),
        ...admin(),
      })
    ).json<{ id: number }>();
    expect(
      (await server().app.inject({ method: 'DELETE', url: `/api/admin/blog/${id}`, ...admin() }))
        .statusCode,
    ).toBe(200);
    expect(
      (await server().app.inject({ method: 'GET', url: '/api/blog/gone-soon' })).statusCode,
    ).toBe(404);
  });
});

describe('the dashboard', () => {
  it('counts and lists recent activity', async () => {
    const stats = await server().app.inject({ method: 'GET', url: '/api/admin/stats', ...admin() });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      totalApps: expect.any(Number),
      blogPosts: expect.any(Number),
      appCategories: expect.any(Number),
      featuredApps: expect.any(Number),
      subscribers: expect.any(Number),
    });
    const activity = await server().app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=5',
      ...admin(),
    });
    expect(activity.statusCode).toBe(200);
    expect(activity.json<unknown[]>().length).toBeGreaterThan(0);
  });
});

describe('HEAD', () => {
  it('answers like GET: the same status and headers, no body', async () => {
    await createApp('headed-hopper');
    for (const url of ['/api/apps', '/api/apps/headed-hopper', '/api/blog', '/api/apps/nowhere']) {
      const full = await server().app.inject({ method: 'GET', url });
      const bare = await server().app.inject({ method: 'HEAD', url });
      expect(bare.statusCode).toBe(full.statusCode);
      expect(bare.rawPayload.length).toBe(0);
      expect(bare.headers['content-type']).toBe(full.headers['content-type']);
      expect(bare.headers['content-length']).toBe(full.headers['content-length']);
    }
  });
});
