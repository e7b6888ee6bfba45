import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

let appId: number;

beforeAll(async () => {
  const created = await server().app.inject({
    method: 'POST',
    url: '/api/admin/apps',
    payload: {
      name: 'Kept App',
      slug: 'kept-app',
      description: 'An app that no malformed id may delete.',
      shortDescription: 'Stays put.',
      category: 'Game',
      icon: '/api/placeholder-image',
      screenshots: ['https://example.com/shot.png'],
    },
    ...admin(),
  });
  appId = created.json<{ id: number }>().id;
});

async function appStillThere(): Promise<boolean> {
  const response = await server().app.inject({ method: 'GET', url: '/api/apps/kept-app' });
  return response.statusCode === 200;
}

describe('ids', () => {
  it.each([true, [1], ' 1', '1 ', '1.0', null])(
    'answer 400 over tRPC for %j, and nothing is deleted',
    async (id) => {
      const response = await server().app.inject({
        method: 'POST',
        url: '/trpc/admin.apps.delete',
        payload: { id },
        ...admin(),
      });
      expect(response.statusCode).toBe(400);
      expect(await appStillThere()).toBe(true);
    },
  );

  it.each(['%201', '1.0', '+1', '0x1', '1e0'])(
    'answer 400 in a REST path for %s, and nothing is deleted',
    async (id) => {
      const response = await server().app.inject({
        method: 'DELETE',
        url: `/api/admin/apps/${id}`,
        ...admin(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { id: [expect.any(String)] } });
      expect(await appStillThere()).toBe(true);
    },
  );

  it('are taken as JSON numbers over tRPC', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/trpc/admin.apps.delete',
      payload: { id: appId },
      ...admin(),
    });
    expect(response.statusCode).toBe(200);
    expect(await appStillThere()).toBe(false);
  });
});

describe('list limits', () => {
  it.each(['abc', '5.5', '0', '101', '5&limit=6', '%205'])(
    'answer 400 for limit=%s',
    async (limit) => {
      const response = await server().app.inject({
        method: 'GET',
        url: `/api/admin/activity?limit=${limit}`,
        ...admin(),
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it.each(['%2030', '1e1', '30.0'])('answer 400 for the analytics days=%s', async (days) => {
    const response = await server().app.inject({
      method: 'GET',
      url: `/api/admin/analytics?days=${days}`,
      ...admin(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('take digits', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=1',
      ...admin(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
  });
});
