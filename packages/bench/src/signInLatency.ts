import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Measurement } from './report';
import { BENCH_ADMIN } from './startSite';

/** Sign-ins measured of each kind; each code sign-in is a new account's, since each code is taken once. */
const SIGN_INS = 8;
/** What a code may add to a password sign-in: one lookup of the app and one HMAC, no password hash. */
const CODE_ALLOWANCE_MS = 50;
/** A password sign-in hashes once with argon2id (19 MiB, 2 passes). */
const PASSWORD_SIGN_IN_MS = 400;

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function post(siteUrl: string, path: string, body: unknown, cookie = '') {
  const response = await fetch(`${siteUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return { answer, cookie: cookieOf(response) || cookie };
}

/** The code an authenticator app with this secret shows, `stepsAhead` 30-second steps from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** A new account with a confirmed authenticator app (its first code taken): its credentials and secret. */
async function accountWithApp(siteUrl: string) {
  const credentials = { username: `bench-${randomUUID().slice(0, 8)}`, password: randomUUID() };
  const { cookie } = await post(siteUrl, '/register', credentials);
  const { answer } = await post(siteUrl, '/account/totp', undefined, cookie);
  const { secret } = answer as { secret: string };
  await post(siteUrl, '/account/totp/confirm', { code: appCode(secret) }, cookie);
  return { credentials, secret };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Sign-in latency, one sign-in at a time: the password alone (the bench admin), and the password then a code of
 * the account's authenticator app (the app's next code, as the one that confirmed it was taken).
 */
export async function measureSignInLatency(siteUrl: string): Promise<Measurement[]> {
  // The first sign-in warms the server up (its code paths, argon2's memory).
  await post(siteUrl, '/login', BENCH_ADMIN);
  const passwordTimes: number[] = [];
  for (let n = 0; n < SIGN_INS; n++) {
    passwordTimes.push(await timed(() => post(siteUrl, '/login', BENCH_ADMIN)));
  }
  const accounts = [];
  for (let n = 0; n < SIGN_INS; n++) accounts.push(await accountWithApp(siteUrl));
  const codeTimes: number[] = [];
  for (const { credentials, secret } of accounts) {
    codeTimes.push(
      await timed(async () => {
        const { cookie } = await post(siteUrl, '/login', credentials);
        await post(siteUrl, '/login/second-factor', { code: appCode(secret, 1) }, cookie);
      }),
    );
  }
  const password = median(passwordTimes);
  return [
    {
      name: `Password sign-in (POST /api/login), median of ${SIGN_INS}`,
      value: password,
      unit: 'ms',
      target: PASSWORD_SIGN_IN_MS,
      kind: 'max',
    },
    {
      name: `Code sign-in (password, then POST /api/login/second-factor), median of ${SIGN_INS}`,
      value: median(codeTimes),
      unit: 'ms',
      target: Math.round(password + CODE_ALLOWANCE_MS),
      kind: 'max',
    },
  ];
}
