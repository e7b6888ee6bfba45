import { User as UserEntity, type Orm } from '@studio/db';
import { useTestDatabase as useDatabase } from '@studio/db/testing';
import type { AppInput, BlogPostInput, User } from '@studio/schemas';
import { createSecretBox, type Context, type SessionControl } from '@studio/core';
import { appRouter } from '../routers';
import { hashPassword } from '@studio/core/services/accounts/passwords/passwords';

/**
 * Gives the calling test file a migrated database of its own, emptied before each test. Answers a getter of its
 * ORM, which is all the procedures need; the database exists once beforeAll has run.
 */
export function useTestDatabase(): () => Orm {
  const database = useDatabase({ emptyBeforeEach: true });
  return () => database().orm;
}

/** The password of every user that useUsers adds. */
export const USER_PASSWORD = 'correct horse';

/** Adds these users, with USER_PASSWORD, before each test (after useTestDatabase empties the tables). */
export function useUsers(orm: () => Orm, users: { username: string; isAdmin: boolean }[]): void {
  let passwordHash: string;
  beforeAll(async () => {
    passwordHash = await hashPassword(USER_PASSWORD);
  });
  beforeEach(async () => {
    const em = orm().em.fork();
    for (const user of users) em.create(UserEntity, { ...user, password: passwordHash });
    await em.flush();
  });
}

/** Stands in for @fastify/session: remembers what the procedures asked of it. */
export interface RecordingSession extends SessionControl {
  userId: number | null;
  awaitingSecondFactor: { userId: number; since: number } | null;
  signIns: number[];
  signOuts: number;
}

function recordingSession(): RecordingSession {
  return {
    userId: null,
    id: 'session-of-this-call',
    awaitingSecondFactor: null,
    signIns: [],
    signOuts: 0,
    async signIn(userId) {
      this.userId = userId;
      this.awaitingSecondFactor = null;
      this.signIns.push(userId);
    },
    async awaitSecondFactor(userId) {
      this.awaitingSecondFactor = { userId, since: Date.now() };
    },
    async signOut() {
      this.userId = null;
      this.awaitingSecondFactor = null;
      this.signOuts += 1;
    },
  };
}

interface TestCall {
  ctx: Context;
  session: RecordingSession;
  /** How many times the procedure announced a content change. */
  contentChanges(): number;
  caller: ReturnType<typeof appRouter.createCaller>;
}

/** The origin the test calls reach the site at: absolute links name it, passkeys are made for it. */
export const SITE_ORIGIN = 'https://studio.example';

export const ADMIN: User = { id: 1, username: 'owner', isAdmin: true };
export const REGULAR_USER: User = { id: 2, username: 'visitor', isAdmin: false };

const quietLog = { info() {}, warn() {}, error() {} };

/** The e-mail set-up of the test calls: a sender, no SMTP server (messages wait). */
export const MAIL_SETUP = {
  sender: 'Pixelwave Studio <no-reply@studio.example>',
  smtpServer: null,
  ratePerSecond: 10,
};

/** Seals as a server started with this SESSION_SECRET would. */
export const secretBox = createSecretBox('a-test-secret-that-is-long-enough-0123');

interface CallOptions {
  clientIp?: string;
  /** A session to go on with, e.g. one whose password step passed; a new one otherwise. */
  session?: RecordingSession;
}

/** A context as the API server builds one per request, with its own entity manager. */
export function callAs(orm: Orm, user: User | null, options: CallOptions = {}): TestCall {
  const session = options.session ?? recordingSession();
  let changes = 0;
  const ctx: Context = {
    em: orm.em.fork(),
    session,
    user,
    siteOrigin: SITE_ORIGIN,
    clientIp: options.clientIp ?? '203.0.113.1',
    secretBox,
    mail: MAIL_SETUP,
    log: quietLog,
    notifyContentChanged: async () => {
      changes += 1;
    },
  };
  return { ctx, session, contentChanges: () => changes, caller: appRouter.createCaller(ctx) };
}

export function appFields(overrides: Partial<AppInput> = {}): AppInput {
  return {
    name: 'Space Miner',
    slug: 'space-miner',
    description: 'Mine asteroids across the galaxy and trade what you find.',
    shortDescription: 'An arcade mining game.',
    category: 'Game',
    icon: '/api/files/icon/icon.png',
    appStoreLink: 'https://apps.apple.com/app/id123',
    termsLink: 'Play fair.\nHave fun.',
    privacyLink: 'https://example.com/privacy',
    featured: false,
    screenshots: ['/api/files/shot/shot.png'],
    ...overrides,
  };
}

export function postFields(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: 'Behind the scenes',
    slug: 'behind-the-scenes',
    content:
      'How we built our latest game, from the first sketch to launch day.\n\nIt took a while.',
    excerpt: 'How we built our latest game.',
    image: '/api/files/cover/cover.png',
    category: 'Studio',
    published: true,
    ...overrides,
  };
}

/** Error code and message of a failed call, for compact expectations. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error('Expected the call to fail');
}

/** Lets the clock move on, so timestamps written next are strictly later. */
export function aMomentLater(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Runs `race` while another transaction holds a row lock on table's row `id`, and lets go once `waiters` statements
 * wait for it: so parallel writes all read the row before any of them changes it, the way concurrent requests can.
 * The lock is taken through knex, outside MikroORM's transaction context, which the racing calls would join.
 */
export async function whileRowLocked<T>(
  orm: Orm,
  table: string,
  id: number,
  waiters: number,
  race: () => Promise<T>,
): Promise<T> {
  const lock = await orm.em.getKnex().transaction();
  try {
    await lock.raw(`select 1 from ${table} where id = ? for update`, [id]);
    const result = race();
    for (;;) {
      // A transaction sees pg_stat_activity as it was at its first look, unless told to look again.
      await lock.raw('select pg_stat_clear_snapshot()');
      const { rows } = await lock.raw<{ rows: { n: number }[] }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n >= waiters) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await lock.commit();
    return await result;
  } finally {
    if (!lock.isCompleted()) await lock.rollback();
  }
}

/** A database of the test file's own (useTestDatabase), and calls to it as the admin and as a visitor. */
export function useCallers(): {
  orm: () => Orm;
  asAdmin: () => TestCall;
  asVisitor: () => TestCall;
} {
  const orm = useTestDatabase();
  return { orm, asAdmin: () => callAs(orm(), ADMIN), asVisitor: () => callAs(orm(), null) };
}
