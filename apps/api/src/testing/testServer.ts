import type { Orm } from '@studio/db';
import { openTestDatabase, type OpenTestDatabase, type TestDatabase } from '@studio/db/testing';
import { ensureAdmin } from '@studio/core/services/accounts/admin/adminAccount';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { loadConfig, type Config } from '../config/config';
import { buildServer } from '../server';
import { SESSION_COOKIE_NAME } from '../sessions/sessionCookie';

export const ADMIN = { username: 'admin', password: 'admin-password' };
/** The password of every user registerUser adds: one the rules of new passwords take. */
export const USER_PASSWORD = 'user-lantern-42';

export interface TestServer {
  app: FastifyInstance;
  orm: Orm;
  database: OpenTestDatabase;
  config: Config;
  /** Signs in through POST /api/login and answers the session cookie. */
  logIn(credentials?: { username: string; password: string }): Promise<string>;
  /** Registers a regular user through POST /api/register and answers the session cookie. */
  registerUser(username?: string): Promise<string>;
  /** Runs SQL on the server's database, e.g. to see what a request left behind. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The configuration of a test server: the defaults, quiet, without the website. */
/**
 * At port 80, the site's origin without PUBLIC_ORIGIN is http://localhost: the host app.inject's requests name.
 * A test that listens gets the origin of the port it listens on.
 */
function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({ LOG_LEVEL: 'silent', SAMPLE_CONTENT: 'false', PORT: '80' });
  return { ...config, webDistDir: '/nonexistent', ...overrides };
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME)?.value;
}

/**
 * A server on its own fresh database (or on another test server's, as a second instance), with the admin
 * ADMIN; its own database is dropped on close. A logger lets a test read what the server logs.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  existing?: { database?: TestDatabase; logger?: FastifyBaseLogger },
): Promise<TestServer> {
  const database = await openTestDatabase(existing?.database);
  const { orm } = database;
  await ensureAdmin(orm.em.fork(), ADMIN);
  const config = testConfig(overrides);
  const app = await buildServer({
    config,
    orm,
    sessionSecret: 'a-test-secret-that-is-long-enough-0123',
    ...(existing?.logger ? { logger: existing.logger } : {}),
  });
  await app.ready();

  async function signedIn(options: InjectOptions, what: string): Promise<string> {
    const response = await app.inject(options);
    const cookie = sessionCookieOf(response);
    if (response.statusCode >= 300 || !cookie) {
      throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
    }
    return cookie;
  }

  let users = 0;
  return {
    app,
    orm,
    database,
    config,
    logIn: (credentials = ADMIN) =>
      signedIn({ method: 'POST', url: '/api/login', payload: credentials }, 'Login'),
    registerUser(username) {
      users += 1;
      return signedIn(
        {
          method: 'POST',
          url: '/api/register',
          payload: { username: username ?? `user${users}`, password: USER_PASSWORD },
          // Each from an address of its own: registrations are limited per address.
          remoteAddress: `10.1.${users >> 8}.${users & 255}`,
        },
        'Registration',
      );
    },
    query: (sql, params = []) => orm.em.getConnection().execute(sql, params),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Gives the calling test file (or describe block) a server of its own: started before its tests, closed after
 * them. Answers a getter, since the server exists once beforeAll has run.
 */
export function useTestServer(overrides: Partial<Config> = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(overrides);
  });
  afterAll(() => server?.close());
  return () => server!;
}

/** Signs the admin in once, before the tests (after useTestServer started the server); answers a getter. */
export function useAdminSession(server: () => TestServer): () => SessionCookies {
  let cookies: SessionCookies | undefined;
  beforeAll(async () => {
    cookies = withSession(await server().logIn());
  });
  return () => cookies!;
}

/** The session id inside a signed session cookie ("<id>.<signature>"), as the sessions table keys it. */
export function sessionIdOf(cookie: string): string {
  return cookie.slice(0, cookie.lastIndexOf('.'));
}

export interface SessionCookies {
  cookies: Record<string, string>;
}

/** Cookies for app.inject. */
export function withSession(cookie: string): SessionCookies {
  return { cookies: { [SESSION_COOKIE_NAME]: cookie } };
}
