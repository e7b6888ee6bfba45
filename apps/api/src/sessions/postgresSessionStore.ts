import type { SessionStore } from '@fastify/session';
import type { Orm } from '@studio/db';
import type { FastifyBaseLogger, Session } from 'fastify';
import './sessionData';

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: Session | null) => void;

export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

// Expired rows are never read; deleting them now and then keeps the table small.
const PURGE_EVERY_MS = 15 * 60 * 1000;

/**
 * Keeps sessions in the `sessions` table so that every instance shares them and they survive restarts.
 * A row expires after the idle time or at the absolute lifetime from sign-in, whichever comes first.
 */
export class PostgresSessionStore implements SessionStore {
  private lastPurge = Date.now();

  constructor(
    private readonly orm: Orm,
    private readonly lifetime: SessionLifetime,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  get(sid: string, callback: SessionCallback): void {
    this.connection
      .execute<{ data: Session }[]>(
        'select data from sessions where sid = ? and expires_at > now()',
        [sid],
      )
      .then((rows) => callback(null, rows[0]?.data ?? null), callback);
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expiresAt = this.expiry(session);
    this.connection
      .execute(
        `insert into sessions (sid, data, expires_at) values (?, ?::jsonb, ?)
         on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [sid, JSON.stringify(session), expiresAt],
        'run',
      )
      .then(() => callback(), callback);
    this.purgeNowAndThen();
  }

  destroy(sid: string, callback: Callback): void {
    this.connection
      .execute('delete from sessions where sid = ?', [sid], 'run')
      .then(() => callback(), callback);
  }

  private expiry(session: Session): Date {
    const idleEnd = Date.now() + this.lifetime.idleMs;
    const absoluteEnd = (session.signedInAt ?? Date.now()) + this.lifetime.maxMs;
    return new Date(Math.min(idleEnd, absoluteEnd));
  }

  private purgeNowAndThen(): void {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    this.connection
      .execute('delete from sessions where expires_at <= now()', [], 'run')
      .catch((error: unknown) => this.log.warn({ err: error }, 'Could not purge expired sessions'));
  }
}
