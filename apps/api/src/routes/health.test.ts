import { multipartFile, pngBytes } from '../testing/multipart';
import { startTestServer, withSession, type TestServer } from '../testing/testServer';

const INTERNALS =
  /ECONN|terminat|database "|select |insert |relation|postgres|knex|pool|stack|\bat \//i;

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 200 when the database answers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('a database outage', () => {
  let server: TestServer;
  let session: ReturnType<typeof withSession>;

  beforeAll(async () => {
    server = await startTestServer();
    session = withSession(await server.logIn());
    // Dropping the database ends every connection to it, and new ones fail.
    await server.database.drop();
  });
  afterAll(() => server.close());

  it('makes the health check answer 503', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
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
    const response = await server.app.inject({
      method,
      url,
      payload: method === 'POST' ? credentials : undefined,
    });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toMatch(INTERNALS);
  });

  it.each([
    ['GET', '/api/user'],
    ['GET', '/trpc/auth.session'],
    ['POST', '/api/admin/upload'],
  ] as const)(
    'answers 503 to %s %s when the session cannot be read, without internals',
    async (method, url) => {
      const response = await server.app.inject({
        method,
        url,
        ...(method === 'POST' ? multipartFile(pngBytes(100), { filename: 'a.png' }) : {}),
        ...session,
      });
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toMatch(INTERNALS);
    },
  );
});
