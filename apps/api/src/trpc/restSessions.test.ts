import { call } from '../testing/secondFactors';
import { sessionIdOf, USER_PASSWORD, useTestServer } from '../testing/testServer';

const server = useTestServer();

interface Listed {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  address: string | null;
  current: boolean;
}

/** A user signed in from two browsers: answers both cookies. */
async function twoBrowsers(username: string) {
  const here = await server().registerUser(username);
  const login = await server().app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: USER_PASSWORD },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' },
    remoteAddress: '203.0.113.77',
  });
  const elsewhere = login.cookies.find((cookie) => cookie.name === 'studio_session')!.value;
  return { here, elsewhere };
}

const list = async (cookie: string) =>
  (await call(server(), cookie, { method: 'GET', url: '/api/account/sessions' })).json<Listed[]>();
const currentUser = (cookie: string) => call(server(), cookie, { method: 'GET', url: '/api/user' });

describe('GET /api/account/sessions', () => {
  it("lists the user's sessions with their browser and coarse address, this one marked", async () => {
    const { here, elsewhere } = await twoBrowsers('traveller');
    const sessions = await list(here);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => !session.current)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari',
      address: '203.0.113.0/24',
      current: false,
    });
    const shown = JSON.stringify(sessions);
    expect(shown).not.toContain(sessionIdOf(here));
    expect(shown).not.toContain(sessionIdOf(elsewhere));
  });

  it('answers 401 when signed out', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/account/sessions' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/account/sessions/{id} and /api/account/sessions', () => {
  it('ends one session by its id: that browser is signed out', async () => {
    const { here, elsewhere } = await twoBrowsers('closer');
    const other = (await list(here)).find((session) => !session.current)!;
    const response = await call(server(), here, {
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    expect((await currentUser(elsewhere)).statusCode).toBe(401);
    expect((await currentUser(here)).statusCode).toBe(200);
  });

  it('answers 404 for an id of no session of the user, 400 for what is no id', async () => {
    const { here } = await twoBrowsers('searcher');
    const missing = await call(server(), here, {
      method: 'DELETE',
      url: '/api/account/sessions/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Session not found' });
    const malformed = await call(server(), here, {
      method: 'DELETE',
      url: '/api/account/sessions/abc',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('ends every other session, and keeps this one', async () => {
    const { here, elsewhere } = await twoBrowsers('homebody');
    const response = await call(server(), here, { method: 'DELETE', url: '/api/account/sessions' });
    expect(response.json()).toEqual({ ended: 1 });
    expect((await currentUser(elsewhere)).statusCode).toBe(401);
    expect((await currentUser(here)).statusCode).toBe(200);
    expect(await list(here)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('signs this browser out when it ends its own session, and clears its cookie', async () => {
    const { here } = await twoBrowsers('leaver');
    const own = (await list(here)).find((session) => session.current)!;
    const response = await call(server(), here, {
      method: 'DELETE',
      url: `/api/account/sessions/${own.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^studio_session=;/);
    expect((await currentUser(here)).statusCode).toBe(401);
  });
});
