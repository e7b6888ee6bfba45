import { appCodeAt } from '@studio/core/testing/authenticatorCodes';
import { SoftAuthenticator } from '@studio/core/testing/softAuthenticator';
import type { InjectOptions } from 'fastify';
import { sessionCookieOf, withSession, type TestServer } from './testServer';

/** The origin app.inject's requests come from by default (Host: localhost:80). */
export const INJECT_ORIGIN = 'http://localhost';

/** A request as the signed-in browser of this cookie sends it. */
export function call(server: TestServer, cookie: string | null, options: InjectOptions) {
  return server.app.inject({ ...options, ...(cookie ? withSession(cookie) : {}) });
}

/** GET /api/user as the browser of this cookie: 200 while it is signed in, 401 otherwise. */
export function userAnswer(server: TestServer, cookie: string | null) {
  return call(server, cookie, { method: 'GET', url: '/api/user' });
}

/** Sets up and confirms an authenticator app over the REST API; answers its secret and recovery codes. */
export async function setUpAuthenticator(server: TestServer, cookie: string) {
  const started = await call(server, cookie, { method: 'POST', url: '/api/account/totp' });
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await call(server, cookie, {
    method: 'POST',
    url: '/api/account/totp/confirm',
    payload: { code: appCodeAt(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`Confirming failed: ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** Adds a passkey of a software authenticator over the REST API, from a page at this origin. */
export async function addPasskey(
  server: TestServer,
  cookie: string,
  { origin = INJECT_ORIGIN, name = 'Laptop', headers = {} as Record<string, string> } = {},
) {
  const authenticator = new SoftAuthenticator();
  const options = await call(server, cookie, {
    method: 'POST',
    url: '/api/account/passkeys/options',
    headers,
  });
  const added = await call(server, cookie, {
    method: 'POST',
    url: '/api/account/passkeys',
    headers,
    payload: { name, response: authenticator.register(options.json(), origin) },
  });
  return { authenticator, added };
}

/** Signs in with the authenticator's passkey over the REST API; answers the response. */
export async function passkeySignIn(
  server: TestServer,
  authenticator: SoftAuthenticator,
  { origin = INJECT_ORIGIN, headers = {} as Record<string, string> } = {},
) {
  const options = await server.app.inject({
    method: 'POST',
    url: '/api/login/passkey/options',
    headers,
  });
  return server.app.inject({
    method: 'POST',
    url: '/api/login/passkey',
    headers,
    payload: { response: authenticator.authenticate(options.json(), origin) },
  });
}

/** The password step of a sign-in; answers the response and the cookie of the session waiting for a code. */
export async function passwordStep(
  server: TestServer,
  credentials: { username: string; password: string },
  remoteAddress?: string,
) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: credentials,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { response, cookie: sessionCookieOf(response) ?? null };
}
