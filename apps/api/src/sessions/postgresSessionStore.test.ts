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
});
