import type { InjectOptions } from 'fastify';
import { openApiDocument } from '../openapi/openApiDocument';
import { useTestServer, withSession } from '../testing/testServer';

const server = useTestServer();

async function userCount(): Promise<number> {
  const [row] = await server().query<{ n: number }>('select count(*)::int as n from users');
  return row!.n;
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Every /api/admin operation of the OpenAPI document (procedures and the upload), ids filled in. */
const ADMIN_ROUTES: InjectOptions[] = Object.entries(openApiDocument().paths ?? {})
  .filter(([path]) => path.startsWith('/admin/'))
  .flatMap(([path, operations]) =>
    Object.keys(operations ?? {})
      .filter((method) => METHODS.has(method))
      .map((method) => ({
        method: method.toUpperCase() as InjectOptions['method'],
        url: `/api${path.replace(/\{\w+\}/g, '1')}`,
        ...(method === 'get' ? {} : { payload: {} }),
      })),
  );

describe('every /api/admin route', () => {
  it('is found in the API description', () => {
    expect(ADMIN_ROUTES.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/blog',
        'GET /api/admin/blog/1',
        'POST /api/admin/blog',
        'PUT /api/admin/blog/1',
        'DELETE /api/admin/blog/1',
        'POST /api/admin/apps',
        'PUT /api/admin/apps/1',
        'DELETE /api/admin/apps/1',
        'POST /api/admin/upload',
      ]),
    );
  });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.url}`, route]))(
    '%s answers 401 signed out',
    async (_name, route) => {
      const response = await server().app.inject(route);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    },
  );

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.url}`, route]))(
    '%s answers 403 to a regular user',
    async (_name, route) => {
      const cookie = await server().registerUser();
      const response = await server().app.inject({ ...route, ...withSession(cookie) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );
});

describe('state-changing requests from other sites', () => {
  const register = (headers: Record<string, string>) =>
    server().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'cross-site', password: 'secret-password' },
      headers,
    });

  it('are refused with 403 for a foreign Origin, and change nothing', async () => {
    const before = await userCount();
    const response = await register({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await userCount()).toBe(before);
  });

  it('are refused with 403 when the browser says cross-site or same-site', async () => {
    expect((await register({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await register({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await register({ origin: 'null' })).statusCode).toBe(403);
  });

  it('pass from this origin', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'admin-password' },
      headers: { origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('apply to tRPC as well', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('request bodies', () => {
  it('must be JSON: text/plain answers 415 and changes nothing', async () => {
    const before = await userCount();
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: JSON.stringify({ username: 'plain-text', password: 'secret-password' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await userCount()).toBe(before);
  });

  it('must be JSON for tRPC too (no text, forms or multipart)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await server().app.inject({
        method: 'POST',
        url: '/trpc/auth.register',
        payload: '{}',
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(415);
    }
  });

  it('answer 400 with a JSON message when the JSON is malformed', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"username": "admin",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) =>
    `{"username":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;

  it.each([
    '/api/login',
    '/api/admin/apps',
    '/api/logout',
    '/trpc/auth.login',
    '/trpc/auth.login?batch=1',
  ])('answers 400 before parsing at %s', async (url) => {
    const response = await server().app.inject({
      method: 'POST',
      url,
      payload: nested(5000),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      'The request body nests deeper than 64 levels.',
    );
  });

  it('is read up to 64 levels', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: nested(63),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { username: expect.any(Array) } });
  });
});

describe('text inputs', () => {
  it('answer 400 with the field, not a database error, when they hold a NUL character', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'adm\u0000in', password: 'admin-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { username: ['Text cannot contain the NUL character'] },
    });
  });
});

describe('malformed URLs', () => {
  it('answer a JSON 400', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/apps/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request URL is malformed.' });
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404 under /api', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing/here'],
      ['GET', '/api'],
      ['GET', '/trpc/a/b'],
    ] as const) {
      const response = await server().app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('headers', () => {
  it('forbid sniffing and framing on every answer', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/apps' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
