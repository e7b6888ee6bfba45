import { useTestDatabase } from '@studio/db/testing';
import type { Session } from 'fastify';
import { pino } from 'pino';
import { PostgresSessionStore } from './postgresSessionStore';

const database = useTestDatabase();
const orm = () => database().orm;

const store = (idleMs: number, maxMs: number) =>
  new PostgresSessionStore(orm(), { idleMs, maxMs }, pino({ level: 'silent' }));

function promised<T>(
  call: (callback: (error: unknown, value?: T) => void) => void,
): Promise<T | undefined> {
  return new Promise((resolve, reject) =>
    call((error, value) => (error ? reject(error) : resolve(value))),
  );
}

const session = (data: Partial<Session>) =>
  ({ cookie: { originalMaxAge: 1000 }, ...data }) as Session;

describe('PostgresSessionStore', () => {
  it('keeps, reads and deletes sessions', async () => {
    const sessions = store(60_000, 3_600_000);
    await promised((done) =>
      sessions.set('sid-1', session({ userId: 7, signedInAt: Date.now() }), done),
    );
    expect(await promised<Session | null>((done) => sessions.get('sid-1', done))).toMatchObject({
      userId: 7,
    });
    await promised((done) => sessions.destroy('sid-1', done));
    expect(await promised<Session | null>((done) => sessions.get('sid-1', done))).toBeNull();
  });

  it('refuses a session past its absolute lifetime, however recently used', async () => {
    const sessions = store(60_000, 1000);
    await promised((done) =>
      sessions.set('sid-2', session({ userId: 7, signedInAt: Date.now() - 2000 }), done),
    );
    expect(await promised<Session | null>((done) => sessions.get('sid-2', done))).toBeNull();
  });

  it('refuses a session idle for too long', async () => {
    const sessions = store(1, 3_600_000);
    await promised((done) =>
      sessions.set('sid-3', session({ userId: 7, signedInAt: Date.now() }), done),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await promised<Session | null>((done) => sessions.get('sid-3', done))).toBeNull();
  });

  it('does not bring back a session that was ended while a request of it was still running', async () => {
    const sessions = store(60_000, 3_600_000);
    const signedInAt = Date.now() - 5 * 60_000;
    await orm().em.execute(
      `insert into sessions (sid, data, expires_at) values ('sid-4', ?::jsonb, now() + interval '1 hour')`,
      [JSON.stringify(session({ signedInAt }))],
    );
    await promised((done) => sessions.set('sid-4', session({ signedInAt, activeMinute: 1 }), done));
    expect(await promised<Session | null>((done) => sessions.get('sid-4', done))).toMatchObject({
      activeMinute: 1,
    });
    await promised((done) => sessions.destroy('sid-4', done));
    await promised((done) => sessions.set('sid-4', session({ signedInAt, activeMinute: 2 }), done));
    expect(await promised<Session | null>((done) => sessions.get('sid-4', done))).toBeNull();
  });

  it('keeps the browser and network it signed in with beside the session, and when it was last used', async () => {
    const sessions = store(60_000, 3_600_000);
    const signedIn = session({
      userId: 7,
      signedInAt: Date.now(),
      userAgent: 'Firefox',
      address: '203.0.113.0/24',
    });
    await promised((done) => sessions.set('sid-5', signedIn, done));
    await orm().em.execute(
      `update sessions set last_seen_at = now() - interval '1 hour' where sid = 'sid-5'`,
    );
    await promised((done) => sessions.set('sid-5', { ...signedIn, activeMinute: 9 }, done));
    const [row] = await orm().em.execute<
      { userAgent: string; address: string; publicId: string; recent: boolean }[]
    >(
      `select user_agent as "userAgent", address, public_id as "publicId",
              last_seen_at > now() - interval '1 minute' as recent
         from sessions where sid = 'sid-5'`,
    );
    expect(row).toEqual({
      userAgent: 'Firefox',
      address: '203.0.113.0/24',
      publicId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      recent: true,
    });
  });

  it('keeps a session waiting for its second factor for 5 minutes from its password step', async () => {
    const sessions = store(60 * 60_000, 24 * 3_600_000);
    const since = Date.now();
    await promised((done) =>
      sessions.set('sid-6', session({ secondFactor: { userId: 7, since } }), done),
    );
    const [row] = await orm().em.execute<{ expiresAt: number }[]>(
      `select (extract(epoch from expires_at) * 1000)::float8 as "expiresAt" from sessions where sid = 'sid-6'`,
    );
    expect(Math.abs(row!.expiresAt - (since + 5 * 60_000))).toBeLessThan(1000);
  });
});
