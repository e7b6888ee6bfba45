import { appFields, createContent } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

let appId: number;
beforeAll(async () => {
  ({ id: appId } = await createContent(
    server(),
    admin(),
    'apps',
    appFields({ name: 'Star Hopper', slug: 'star-hopper' }),
  ));
});

const release = (version: string, releasedAt: string) => ({
  version,
  releasedAt,
  notes: `What is new in ${version}.`,
});

function post(payload: object, session = admin()) {
  return server().app.inject({
    method: 'POST',
    url: `/api/admin/apps/${appId}/releases`,
    payload,
    ...session,
  });
}

const publicList = () =>
  server().app.inject({ method: 'GET', url: '/api/apps/star-hopper/releases' });

describe('releases over REST', () => {
  it('are added with 201, then listed for everyone, newest first', async () => {
    expect((await post(release('1.0', '2025-01-10'))).statusCode).toBe(201);
    const added = await post({
      ...release('1.1', '2025-03-01'),
      platforms: ['iOS'],
      emailSubscribers: true,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      version: '1.1',
      releasedAt: '2025-03-01',
      notes: 'What is new in 1.1.',
      platforms: ['iOS'],
      versionCode: null,
      emailSubscribers: true,
      translations: [],
    });
    const listed = await publicList();
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Array<{ version: string }>>().map(({ version }) => version)).toEqual([
      '1.1',
      '1.0',
    ]);
  });

  it('refuse a version the app already has with 409 and the field named', async () => {
    const refused = await post(release('1.0', '2025-06-01'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This app already has a release with this version',
      errors: { version: ['This app already has a release with this version'] },
    });
  });

  it('refuse a day that is no date with 400, and change nothing', async () => {
    const refused = await post(release('2.0', 'yesterday'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ releasedAt: ['Date must be a day as YYYY-MM-DD'] });
    expect((await publicList()).json()).toHaveLength(2);
  });

  it('are replaced with PUT and deleted with DELETE', async () => {
    const [latest] = (await publicList()).json<Array<{ id: number }>>();
    const url = `/api/admin/apps/${appId}/releases/${latest!.id}`;
    const replaced = await server().app.inject({
      method: 'PUT',
      url,
      payload: release('1.1.1', '2025-03-02'),
      ...admin(),
    });
    expect(replaced.json()).toMatchObject({ version: '1.1.1', platforms: [] });
    const deleted = await server().app.inject({ method: 'DELETE', url, ...admin() });
    expect(deleted.json()).toEqual({ id: latest!.id, deleted: true });
    expect((await server().app.inject({ method: 'DELETE', url, ...admin() })).statusCode).toBe(404);
  });

  it('are written by admins only', async () => {
    const anonymous = await server().app.inject({
      method: 'POST',
      url: `/api/admin/apps/${appId}/releases`,
      payload: release('9.0', '2025-09-09'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answer 404 for an unknown app', async () => {
    const missing = await server().app.inject({ method: 'GET', url: '/api/apps/nothing/releases' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'App not found' });
  });
});
