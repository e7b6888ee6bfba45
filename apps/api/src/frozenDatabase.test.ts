import { migrateDatabase, openDatabase } from '@studio/db';
import { freezeProcessTree } from '@studio/embedded-postgres';
import { recordingLogger } from './testing/logLines';
import { startSeparatePostgres, type SeparatePostgres } from './testing/separatePostgres';
import { startTestServer, type TestServer } from './testing/testServer';

// The test starts a PostgreSQL server of its own, since it freezes it.
jest.setTimeout(60_000);

const log = recordingLogger();
let postgres: SeparatePostgres;
let server: TestServer;
let baseUrl: string;
let thaw = () => {};

beforeAll(async () => {
  postgres = await startSeparatePostgres();
  const orm = await openDatabase(postgres.url);
  await migrateDatabase(orm);
  await orm.close();
  server = await startTestServer(
    {},
    { database: { url: postgres.url, drop: () => postgres.stop() }, logger: log.logger },
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  thaw();
  await server?.close();
  await postgres?.stop();
});

/** One request's status and how long its answer took; fails rather than waiting past 15 s. */
async function timed(path: string, init: RequestInit = {}) {
  const started = Date.now();
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  return { path, status: response.status, ms: Date.now() - started };
}

describe('a frozen database (SIGSTOP)', () => {
  it('gets every database-backed request answered 503 within 5 s, logged once, and recovers by itself', async () => {
    const cookie = `studio_session=${await server.logIn()}`;
    const signedIn = { headers: { cookie } };
    const login = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin-password' }),
    };
    const requests = () =>
      Array.from({ length: 6 }, () => [
        timed('/api/admin/stats', signedIn),
        timed('/api/user', signedIn),
        timed('/trpc/admin.dashboard.activity', signedIn),
        timed('/api/login', login),
        timed('/api/health'),
      ]).flat();

    thaw = freezeProcessTree(postgres.pid);
    const first = await Promise.all(requests());
    // Requests that arrive while earlier ones still wait for the database.
    const second = await Promise.all(requests());
    thaw();

    for (const answer of [...first, ...second]) {
      expect(answer).toEqual({ path: answer.path, status: 503, ms: expect.any(Number) });
      expect(answer.ms).toBeLessThan(5000);
    }
    const errors = log.entries().filter((entry) => entry.level >= 50);
    expect(errors.map((entry) => entry.msg)).toEqual(
      errors.map(() => expect.stringMatching(/^Database unavailable/)),
    );
    expect(errors.length).toBeLessThanOrEqual(2);

    let recovered = await timed('/api/admin/stats', signedIn);
    for (let tries = 0; recovered.status !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await timed('/api/admin/stats', signedIn);
    }
    expect(recovered.status).toBe(200);
  });
});
