import { appCodeAt } from '@studio/core/testing/authenticatorCodes';
import { call, passwordStep, setUpAuthenticator, userAnswer } from '../testing/secondFactors';
import {
  sessionCookieOf,
  sessionIdOf,
  startTestServer,
  USER_PASSWORD,
  useTestServer,
  type TestServer,
} from '../testing/testServer';

const server = useTestServer();

let users = 0;
/** A new account with its authenticator app, signed in; answers its name, cookie, secret and recovery codes. */
async function accountWithApp() {
  users += 1;
  const username = `guarded${users}`;
  const cookie = await server().registerUser(username);
  return { username, cookie, ...(await setUpAuthenticator(server(), cookie)) };
}

const credentials = (username: string) => ({ username, password: USER_PASSWORD });
const currentUser = (cookie: string | null) => userAnswer(server(), cookie);
const secondFactor = (target: TestServer, cookie: string | null, code: string) =>
  call(target, cookie, { method: 'POST', url: '/api/login/second-factor', payload: { code } });

describe('POST /api/account/totp and /api/account/totp/confirm', () => {
  it('give a secret and its otpauth address, then 10 recovery codes for a current code', async () => {
    const cookie = await server().registerUser();
    const started = await call(server(), cookie, { method: 'POST', url: '/api/account/totp' });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl } = started.json<{ secret: string; otpauthUrl: string }>();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/localhost:user\d+\?/);
    const status = () => call(server(), cookie, { method: 'GET', url: '/api/account/totp' });
    expect((await status()).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const confirmed = await call(server(), cookie, {
      method: 'POST',
      url: '/api/account/totp/confirm',
      payload: { code: appCodeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    expect((await status()).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('answer 400 on the code field for a wrong or malformed code', async () => {
    const cookie = await server().registerUser();
    await call(server(), cookie, { method: 'POST', url: '/api/account/totp' });
    const confirm = (code: string) =>
      call(server(), cookie, {
        method: 'POST',
        url: '/api/account/totp/confirm',
        payload: { code },
      });
    expect((await confirm('12345')).json()).toMatchObject({
      errors: { code: ['Enter the 6-digit code from your authenticator app'] },
    });
    const wrong = await confirm('000000');
    expect(wrong.statusCode).toBe(400);
  });

  it('answer 401 when signed out', async () => {
    const response = await call(server(), null, { method: 'POST', url: '/api/account/totp' });
    expect(response.statusCode).toBe(401);
  });
});

describe('signing in with a password and an authentication code', () => {
  it('answers secondFactorRequired to the password and signs nobody in until the code', async () => {
    const { username, secret } = await accountWithApp();
    const { response, cookie } = await passwordStep(server(), credentials(username));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ secondFactorRequired: true });
    expect((await currentUser(cookie)).statusCode).toBe(401);

    const finished = await secondFactor(server(), cookie, appCodeAt(secret, Date.now() + 30_000));
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ id: expect.any(Number), username, isAdmin: false });
    const signedIn = sessionCookieOf(finished)!;
    expect(sessionIdOf(signedIn)).not.toBe(sessionIdOf(cookie!));
    expect((await currentUser(signedIn)).statusCode).toBe(200);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('finishes on another instance of the site, since the waiting session is in PostgreSQL', async () => {
    const { username, secret } = await accountWithApp();
    const { cookie } = await passwordStep(server(), credentials(username));
    const other = await startTestServer({}, { database: server().database });
    try {
      const finished = await secondFactor(other, cookie, appCodeAt(secret, Date.now() + 30_000));
      expect(finished.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses a code used already, and a wrong one, with 401', async () => {
    const { username, secret } = await accountWithApp();
    const code = appCodeAt(secret, Date.now() + 30_000);
    await secondFactor(
      server(),
      (await passwordStep(server(), credentials(username))).cookie,
      code,
    );
    const { cookie } = await passwordStep(server(), credentials(username));
    const replayed = await secondFactor(server(), cookie, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ message: 'That code is not right, or it was used already' });
    expect((await secondFactor(server(), cookie, '000000')).statusCode).toBe(401);
    expect(sessionCookieOf(replayed)).toBeUndefined();
  });

  it('takes an unused recovery code instead', async () => {
    const { username, recoveryCodes } = await accountWithApp();
    const { cookie } = await passwordStep(server(), credentials(username));
    expect((await secondFactor(server(), cookie, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('answers 429 after 5 wrong codes from one address, even for the right code', async () => {
    const { username, secret } = await accountWithApp();
    const attempt = (cookie: string, code: string) =>
      server().app.inject({
        method: 'POST',
        url: '/api/login/second-factor',
        payload: { code },
        remoteAddress: '198.51.100.60',
        cookies: { studio_session: cookie },
      });
    const first = await passwordStep(server(), credentials(username), '198.51.100.60');
    for (let n = 0; n < 4; n++)
      expect((await attempt(first.cookie!, '000000')).statusCode).toBe(401);
    const again = await passwordStep(server(), credentials(username), '198.51.100.60');
    expect((await attempt(again.cookie!, '000000')).statusCode).toBe(401);
    expect((await attempt(again.cookie!, appCodeAt(secret))).statusCode).toBe(429);
  });

  it('ends the sign-in after 5 wrong codes: the password must come again', async () => {
    const { username, secret } = await accountWithApp();
    const { cookie } = await passwordStep(server(), credentials(username));
    const guess = (n: number, code: string) =>
      server().app.inject({
        method: 'POST',
        url: '/api/login/second-factor',
        payload: { code },
        remoteAddress: `2001:db8:${n}::1`,
        cookies: { studio_session: cookie! },
      });
    for (let n = 1; n <= 4; n++) expect((await guess(n, '000000')).statusCode).toBe(401);
    const fifth = await guess(5, '000000');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({
      message: 'Too many wrong codes: sign in with your password again.',
    });
    expect(sessionCookieOf(fifth)).toBe('');
    expect((await guess(6, appCodeAt(secret))).json()).toEqual({
      message:
        'Sign in with your password first: its authentication code must follow within 5 minutes.',
    });
  });

  it('refuses the code of a password step made before the password changed', async () => {
    const { username, cookie: owner, secret } = await accountWithApp();
    const { cookie } = await passwordStep(server(), credentials(username));
    const changed = await call(server(), owner, {
      method: 'PUT',
      url: '/api/account/password',
      payload: { currentPassword: USER_PASSWORD, newPassword: 'brand new secret' },
    });
    expect(changed.statusCode).toBe(200);
    const [pending] = await server().query('select sid from sessions where sid = ?', [
      sessionIdOf(cookie!),
    ]);
    expect(pending).toBeUndefined();
    expect((await secondFactor(server(), cookie, appCodeAt(secret))).statusCode).toBe(401);
  });

  it('refuses the code of a password step made before "Sign out everywhere else"', async () => {
    const { username, cookie: owner, secret } = await accountWithApp();
    const { cookie } = await passwordStep(server(), credentials(username));
    const ended = await call(server(), owner, { method: 'DELETE', url: '/api/account/sessions' });
    expect(ended.statusCode).toBe(200);
    expect((await secondFactor(server(), cookie, appCodeAt(secret))).statusCode).toBe(401);
  });

  it('answers 401 without a password step, or after 5 minutes', async () => {
    const { username, secret } = await accountWithApp();
    expect((await secondFactor(server(), null, appCodeAt(secret))).statusCode).toBe(401);
    const { cookie } = await passwordStep(server(), credentials(username));
    await server().query(
      `update sessions set data = jsonb_set(data, '{secondFactor,since}', to_jsonb((extract(epoch from now()) * 1000)::bigint - 301000))
       where sid = ?`,
      [sessionIdOf(cookie!)],
    );
    expect((await secondFactor(server(), cookie, appCodeAt(secret))).statusCode).toBe(401);
  });

  it('keeps the waiting session for 5 minutes only', async () => {
    const { username } = await accountWithApp();
    const { cookie } = await passwordStep(server(), credentials(username));
    const [row] = await server().query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - now()) / 60)::int as minutes from sessions where sid = ?`,
      [sessionIdOf(cookie!)],
    );
    expect(row?.minutes).toBe(5);
  });
});

describe('DELETE /api/account/totp', () => {
  const turnOff = (cookie: string | null, payload: unknown) =>
    call(server(), cookie, {
      method: 'DELETE',
      url: '/api/account/totp',
      payload: payload as object,
    });

  it('turns the app off with a current code; the password alone signs in again', async () => {
    const { username, cookie, secret } = await accountWithApp();
    const response = await turnOff(cookie, { code: appCodeAt(secret, Date.now() + 30_000) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Authenticator app turned off' });
    expect((await passwordStep(server(), credentials(username))).response.json()).toMatchObject({
      username,
    });
  });

  it('takes a recovery code too', async () => {
    const { cookie, recoveryCodes } = await accountWithApp();
    expect((await turnOff(cookie, { code: recoveryCodes[9] })).statusCode).toBe(200);
  });

  it('answers 400 on the code field for a wrong code, and stays on', async () => {
    const { cookie } = await accountWithApp();
    const response = await turnOff(cookie, { code: '000000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { code: ['That code is not right, or it was used already'] },
    });
  });

  it('answers 400 for a missing code, 404 without an app and 401 signed out', async () => {
    const cookie = await server().registerUser();
    expect((await turnOff(cookie, {})).statusCode).toBe(400);
    expect((await turnOff(cookie, { code: '123456' })).json()).toEqual({
      message: 'No authenticator app is set up.',
    });
    expect((await turnOff(null, { code: '123456' })).statusCode).toBe(401);
  });
});

describe('POST /api/account/totp/recovery-codes', () => {
  const regenerate = (cookie: string | null, payload: unknown) =>
    call(server(), cookie, {
      method: 'POST',
      url: '/api/account/totp/recovery-codes',
      payload: payload as object,
    });

  it('answers 10 new recovery codes for a current code; an old one no longer signs in', async () => {
    const { username, cookie, secret, recoveryCodes: old } = await accountWithApp();
    const response = await regenerate(cookie, { code: appCodeAt(secret, Date.now() + 30_000) });
    expect(response.statusCode).toBe(200);
    const { recoveryCodes } = response.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    const { cookie: waiting } = await passwordStep(server(), credentials(username));
    expect((await secondFactor(server(), waiting, old[0]!)).statusCode).toBe(401);
    expect((await secondFactor(server(), waiting, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('answers 400 on the code field for a wrong code, 404 without an app and 401 signed out', async () => {
    const { cookie } = await accountWithApp();
    expect((await regenerate(cookie, { code: '000000' })).json()).toMatchObject({
      errors: { code: ['That code is not right, or it was used already'] },
    });
    const withoutApp = await server().registerUser();
    expect((await regenerate(withoutApp, { code: '123456' })).statusCode).toBe(404);
    expect((await regenerate(null, { code: '123456' })).statusCode).toBe(401);
  });
});
