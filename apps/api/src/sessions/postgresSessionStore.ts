import type { SessionStore } from '@fastify/session';
import type { Orm } from '@studio/db';
import { SECOND_FACTOR_MINUTES } from '@studio/schemas';
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
/** A session saved within this time of its sign-in (or password step) is new and may be stored; later saves only update it. */
const NEW_SESSION_MS = 10_000;
const SECOND_FACTOR_MS = SECOND_FACTOR_MINUTES * 60_000;

/** When the session began: its sign-in, or the password step of a sign-in waiting for its second factor. */
const begunAt = (session: Session) => session.signedInAt ?? session.secondFactor?.since;

/**
 * Keeps sessions in the `sessions` table so that every instance shares them and they survive restarts.
 * A row expires after the idle time or at the absolute lifetime from sign-in, whichever comes first; one waiting
 * for its second factor, SECOND_FACTOR_MINUTES after its password step. The browser and coarse address it signed
 * in with are kept beside it, and the time of its last write (at most a minute old while it is used); so is the
 * account it is signed in to, or whose second factor it awaits, so that ending that account's sessions ends it.
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
    const userId = session.userId ?? null;
    const awaitingUserId = userId === null ? (session.secondFactor?.userId ?? null) : null;
    const values = [JSON.stringify(session), expiresAt, userId, awaitingUserId];
    // A session begun just now gets its row; an older one is only updated, so that a request still running
    // when its session was ended (a logout elsewhere, a password change) cannot bring it back.
    const begunJustNow = Date.now() - (begunAt(session) ?? 0) < NEW_SESSION_MS;
    const write = begunJustNow
      ? this.connection.execute(
          `insert into sessions (sid, data, expires_at, user_id, awaiting_user_id, user_agent, address)
           values (?, ?::jsonb, ?, (select id from users where id = ?), (select id from users where id = ?), ?, ?)
           on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at,
             user_id = excluded.user_id, awaiting_user_id = excluded.awaiting_user_id, last_seen_at = now()`,
          [sid, ...values, session.userAgent ?? null, session.address ?? null],
          'run',
        )
      : this.connection.execute(
          `update sessions set data = ?::jsonb, expires_at = ?, user_id = (select id from users where id = ?),
             awaiting_user_id = (select id from users where id = ?), last_seen_at = now()
           where sid = ?`,
          [...values, sid],
          'run',
        );
    write.then(() => callback(), callback);
    this.purgeNowAndThen();
  }

  destroy(sid: string, callback: Callback): void {
    this.connection
      .execute('delete from sessions where sid = ?', [sid], 'run')
      .then(() => callback(), callback);
  }

  private expiry(session: Session): Date {
    const idleEnd = Date.now() + this.lifetime.idleMs;
    const absoluteEnd =
      session.userId === undefined && session.secondFactor
        ? session.secondFactor.since + SECOND_FACTOR_MS
        : (session.signedInAt ?? Date.now()) + this.lifetime.maxMs;
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
