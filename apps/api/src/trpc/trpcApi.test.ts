import { ADMIN, sessionCookieOf, useTestServer, withSession } from '../testing/testServer';

const server = useTestServer();

describe('/trpc', () => {
  it('signs in with a batched mutation and answers queries with the session', async () => {
    const login = await server().app.inject({
      method: 'POST',
      url: '/trpc/auth.login?batch=1',
      payload: { 0: ADMIN },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual([
      { result: { data: { id: expect.any(Number), username: 'admin', isAdmin: true } } },
    ]);
    const cookie = sessionCookieOf(login)!;

    const me = await server().app.inject({
      method: 'GET',
      url: '/trpc/auth.me,apps.list?batch=1&input=%7B%7D',
      ...withSession(cookie),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual([
      { result: { data: expect.objectContaining({ username: 'admin' }) } },
      { result: { data: [] } },
    ]);
  });

  it('answers 401 for an admin call signed out, in tRPC form', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url: '/trpc/admin.dashboard.stats',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { message: 'Not authenticated' } });
  });

  it('answers 404 for an unknown procedure', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/trpc/no.such.procedure' });
    expect(response.statusCode).toBe(404);
  });
});

describe('signing out over /trpc', () => {
  it.each([
    ['an empty JSON body', '/trpc/auth.logout', ''],
    ['an empty JSON body, batched', '/trpc/auth.logout?batch=1', ''],
    ['an empty object', '/trpc/auth.logout', '{}'],
    ['null', '/trpc/auth.logout', 'null'],
  ])('ends the session when the call sends %s', async (_body, url, payload) => {
    const cookie = await server().logIn();
    const logout = await server().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
      ...withSession(cookie),
    });
    expect(logout.statusCode).toBe(200);
    const me = await server().app.inject({ url: '/api/user', ...withSession(cookie) });
    expect(me.statusCode).toBe(401);
  });
});
