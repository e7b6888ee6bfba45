import {
  ADMIN,
  sessionCookieOf,
  sessionIdOf,
  USER_PASSWORD,
  useTestServer,
  withSession,
} from '../testing/testServer';

const server = useTestServer();

async function sessionRows(cookie: string): Promise<number> {
  const [row] = await server().query<{ n: number }>(
    'select count(*)::int as n from sessions where sid = ?',
    [sessionIdOf(cookie)],
  );
  return row!.n;
}

describe('GET /api/user', () => {
  it('answers 401 with a message when signed out', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  it('answers the signed-in user', async () => {
    const cookie = await server().logIn();
    const response = await server().app.inject({
      method: 'GET',
      url: '/api/user',
      ...withSession(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), username: 'admin', isAdmin: true });
  });
});

describe('POST /api/login', () => {
  it('signs in with a session cookie that is HttpOnly, SameSite=Lax, for the whole site, not Secure over http', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), username: 'admin', isAdmin: true });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^studio_session=[^;]+;/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Expires=/);
    expect(header).not.toMatch(/Secure/);
  });

  it('answers 401 for a wrong password, without a session', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers 400 with messages per field for invalid credentials', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ab', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: {
        username: ['Username must be at least 3 characters'],
        password: ['Password must be at least 6 characters'],
      },
    });
  });

  it('starts a new session id at every login, and the old id stops working', async () => {
    const first = await server().logIn();
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: ADMIN,
      ...withSession(first),
    });
    const second = sessionCookieOf(response)!;
    expect(second).toBeDefined();
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
    expect(await sessionRows(first)).toBe(0);
    expect(await sessionRows(second)).toBe(1);
    const replay = await server().app.inject({
      method: 'GET',
      url: '/api/user',
      ...withSession(first),
    });
    expect(replay.statusCode).toBe(401);
  });
});

describe('repeated failed logins', () => {
  const attempt = (
    url: string,
    payload: { username: string; password: string },
    remoteAddress: string,
  ) => server().app.inject({ method: 'POST', url, payload, remoteAddress });

  it('are refused with 429 after 5 for one username from one address, even with the right password', async () => {
    await server().registerUser('targeted');
    for (let n = 1; n <= 5; n++) {
      const failed = await attempt(
        '/api/login',
        { username: 'targeted', password: 'wrong-password' },
        '192.0.2.1',
      );
      expect(failed.statusCode).toBe(401);
    }
    const refused = await attempt(
      '/api/login',
      { username: 'targeted', password: USER_PASSWORD },
      '192.0.2.1',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many failed login attempts. Try again in 10 minutes.',
    });
  });

  it('do not lock the owner out from an address that has not failed', async () => {
    for (let n = 1; n <= 10; n++) {
      const failed = await attempt(
        '/api/login',
        { username: 'admin', password: 'wrong-password' },
        `192.0.2.${n + 10}`,
      );
      expect(failed.statusCode).toBe(401);
    }
    expect((await attempt('/api/login', ADMIN, '192.0.2.99')).statusCode).toBe(200);
  });

  it('are refused with 429 after 20 from one address across usernames, over tRPC too', async () => {
    for (let n = 0; n < 20; n++) {
      const failed = await attempt(
        '/api/login',
        { username: `guess${n}`, password: 'wrong-password' },
        '198.51.100.20',
      );
      expect(failed.statusCode).toBe(401);
    }
    const refused = await attempt('/trpc/auth.login', ADMIN, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: { message: 'Too many failed login attempts. Try again in 10 minutes.' },
    });
  });
});

describe('POST /api/register', () => {
  it('creates a regular user (isAdmin in the body is ignored), answers 201 and signs in', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'newcomer', password: 'secret-password', isAdmin: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'newcomer',
      isAdmin: false,
    });
    const cookie = sessionCookieOf(response)!;
    const me = await server().app.inject({
      method: 'GET',
      url: '/api/user',
      ...withSession(cookie),
    });
    expect(me.json()).toMatchObject({ username: 'newcomer', isAdmin: false });
  });

  it('answers 400 below the minimum lengths of a username and a new password', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'ab', password: '1234567' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        username: ['Username must be at least 3 characters'],
        password: ['Password must be at least 8 characters'],
      },
    });
  });

  it('answers 400 on password for one easy to guess, and creates no account', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'guesser', password: 'iloveyou1' },
      remoteAddress: '192.0.2.90',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        password: ['This password is too easy to guess. Choose a longer or less common one.'],
      },
    });
    expect(await server().query(`select 1 from users where username = 'guesser'`)).toEqual([]);
  });

  it('answers 409 for a taken username', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'admin', password: 'another-password' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: { username: [expect.any(String)] },
    });
  });
});

describe('POST /api/logout', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const cookie = await server().logIn();
    expect(await sessionRows(cookie)).toBe(1);
    // As the spec's client sends it: no body and no content type.
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/logout',
      ...withSession(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^studio_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await sessionRows(cookie)).toBe(0);
    const replay = await server().app.inject({
      method: 'GET',
      url: '/api/user',
      ...withSession(cookie),
    });
    expect(replay.statusCode).toBe(401);
  });

  it('also takes an empty JSON body', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('stores nothing for visitors who do not sign in', async () => {
    const before = await server().query('select count(*)::int as n from sessions');
    const response = await server().app.inject({ method: 'GET', url: '/api/apps' });
    expect(response.headers['set-cookie']).toBeUndefined();
    const after = await server().query('select count(*)::int as n from sessions');
    expect(after).toEqual(before);
  });
});

describe('Secure cookies behind an HTTPS proxy', () => {
  const https = useTestServer({
    https: true,
    trustProxy: true,
    publicOrigin: 'https://studio.example',
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const response = await https().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: ADMIN,
      headers: {
        'x-forwarded-proto': 'https',
        host: 'studio.example',
        origin: 'https://studio.example',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
