import { sessionCookieOf, sessionIdOf, useTestServer, withSession } from '../testing/testServer';

// Configured as SESSION_IDLE_MINUTES=30 and SESSION_MAX_HOURS=1.
const IDLE_MS = 30 * 60_000;
const MAX_MS = 60 * 60_000;

const server = useTestServer({ sessionIdleMinutes: 30, sessionMaxHours: 1 });
let cookie: string;

beforeEach(async () => {
  cookie = await server().logIn();
});

/** When the session row stops being accepted, in ms since the epoch. */
async function rowExpiry(): Promise<number> {
  const [row] = await server().query<{ expiresAt: number }>(
    'select (extract(epoch from expires_at) * 1000)::float8 as "expiresAt" from sessions where sid = ?',
    [sessionIdOf(cookie)],
  );
  return row!.expiresAt;
}

/** Rewrites the stored session as if it had been signed in and last used earlier. */
async function pretend({ signedInAt, lastActive }: { signedInAt?: number; lastActive: number }) {
  await server().query(`update sessions set data = data || ?::jsonb where sid = ?`, [
    JSON.stringify({
      activeMinute: Math.floor(lastActive / 60_000),
      ...(signedInAt === undefined ? {} : { signedInAt }),
    }),
    sessionIdOf(cookie),
  ]);
}

const currentUser = (session = cookie) =>
  server().app.inject({ method: 'GET', url: '/api/user', ...withSession(session) });

function expectClose(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThan(5000);
}

describe('a session', () => {
  it('expires after the configured idle time, on the server and in the cookie', async () => {
    expectClose(await rowExpiry(), Date.now() + IDLE_MS);
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'admin-password' },
    });
    const expires = response.cookies.find((c) => c.name === 'studio_session')?.expires;
    expectClose(expires!.getTime(), Date.now() + IDLE_MS);
  });

  it('moves its idle expiry on when used a minute or more later', async () => {
    await server().query(
      `update sessions set expires_at = now() + interval '1 minute' where sid = ?`,
      [sessionIdOf(cookie)],
    );
    await pretend({ lastActive: Date.now() - 5 * 60_000 });
    const response = await currentUser();
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)).toBe(cookie);
    expectClose(await rowExpiry(), Date.now() + IDLE_MS);
  });

  it('is refused once idle past its expiry', async () => {
    await server().query(
      `update sessions set expires_at = now() - interval '1 second' where sid = ?`,
      [sessionIdOf(cookie)],
    );
    expect((await currentUser()).statusCode).toBe(401);
  });

  it('ends at the configured lifetime after sign-in, however active', async () => {
    const signedInAt = Date.now() - MAX_MS + 1500;
    await pretend({ signedInAt, lastActive: Date.now() - 60_000 });
    expect((await currentUser()).statusCode).toBe(200);
    expect(await rowExpiry()).toBe(signedInAt + MAX_MS);
    await new Promise((resolve) => setTimeout(resolve, signedInAt + MAX_MS - Date.now() + 100));
    expect((await currentUser()).statusCode).toBe(401);
  });
});
