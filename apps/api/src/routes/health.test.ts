import { DATABASE_UNAVAILABLE_MESSAGE } from '@studio/schemas';
import { mp4Bytes, multipartFile } from '../testing/multipart';
import { useAdminSession, useTestServer } from '../testing/testServer';

const INTERNALS =
  /ECONN|terminat|database "|select |insert |relation|postgres|knex|pool|stack|\bat \//i;

describe('GET /api/health', () => {
  const server = useTestServer();

  it('answers 200 when the database answers', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('a database outage', () => {
  const server = useTestServer();
  const session = useAdminSession(server);

  beforeAll(async () => {
    // Dropping the database ends every connection to it, and new ones fail.
    await server().database.drop();
  });

  it('makes the health check answer 503', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'down' });
  });

  const credentials = { username: 'admin', password: 'admin-password' };

  it.each([
    ['GET', '/api/apps'],
    ['GET', '/api/blog/some-post'],
    ['POST', '/api/login'],
    ['GET', '/api/files/00000000-0000-0000-0000-000000000000/x.png'],
    ['GET', '/trpc/apps.list'],
    ['POST', '/trpc/auth.login'],
  ] as const)('answers 503 to %s %s without internals', async (method, url) => {
    const response = await server().app.inject({
      method,
      url,
      payload: method === 'POST' ? credentials : undefined,
    });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toMatch(INTERNALS);
    expect(response.body).toContain(DATABASE_UNAVAILABLE_MESSAGE);
  });

  it.each([
    ['GET', '/api/user'],
    ['GET', '/trpc/auth.session'],
    ['POST', '/api/admin/upload'],
  ] as const)(
    'answers 503 to %s %s when the session cannot be read, without internals',
    async (method, url) => {
      const response = await server().app.inject({
        method,
        url,
        ...(method === 'POST' ? multipartFile(mp4Bytes(100), { filename: 'a.mp4' }) : {}),
        ...session(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toMatch(INTERNALS);
      expect(response.body).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    },
  );
});
