import { User as UserEntity, type Orm } from '@studio/db';
import type { User } from '@studio/schemas';
import { useTestDatabase, useUsers } from './harness';

interface TestAccounts {
  orm: () => Orm;
  /** alice as the procedures see her, read from the database. */
  alice: () => Promise<User>;
  /** bob, a regular user, as the procedures see him. */
  bob: () => Promise<User>;
}

/**
 * The set-up of the account tests: a database of the test file's own, emptied before each test (useTestDatabase),
 * holding two users with USER_PASSWORD (useUsers): alice, an admin unless `aliceIsAdmin` is false, and bob.
 */
export function useAccounts({ aliceIsAdmin = true } = {}): TestAccounts {
  const orm = useTestDatabase();
  useUsers(orm, [
    { username: 'alice', isAdmin: aliceIsAdmin },
    { username: 'bob', isAdmin: false },
  ]);
  return { orm, alice: () => userNamed(orm(), 'alice'), bob: () => userNamed(orm(), 'bob') };
}

/** A user useUsers added, as the procedures see it. */
export async function userNamed(orm: Orm, username: string): Promise<User> {
  const user = await orm.em.fork().findOneOrFail(UserEntity, { username });
  return { id: user.id, username: user.username, isAdmin: user.isAdmin };
}

/** Adds sessions rows (id, user), as signed-in browsers elsewhere would have. */
export async function addSessions(orm: Orm, rows: Array<[sid: string, userId: number]>) {
  for (const [sid, userId] of rows) {
    await orm.em.execute(
      `insert into sessions (sid, data, expires_at, user_id) values (?, ?::jsonb, now() + interval '1 hour', ?)`,
      [sid, JSON.stringify({ userId }), userId],
    );
  }
}

/**
 * Signs useAccounts' users in elsewhere: alice in the session of the test's call ('session-of-this-call') and in two
 * other browsers ('alice-phone', 'alice-laptop'), bob in one ('bob-desktop'). Answers both users.
 */
export async function addSessionsOfBoth(orm: Orm): Promise<{ alice: User; bob: User }> {
  const alice = await userNamed(orm, 'alice');
  const bob = await userNamed(orm, 'bob');
  await addSessions(orm, [
    ['session-of-this-call', alice.id],
    ['alice-phone', alice.id],
    ['alice-laptop', alice.id],
    ['bob-desktop', bob.id],
  ]);
  return { alice, bob };
}

/** The session ids left in the sessions table, in order. */
export async function sessionIds(orm: Orm): Promise<string[]> {
  const rows = await orm.em.execute<{ sid: string }[]>('select sid from sessions order by sid');
  return rows.map((row) => row.sid);
}

/** The security events recorded, oldest first, as [action, subjectType, actor, address]. */
export async function securityEvents(orm: Orm) {
  const rows = await orm.em.execute<
    { action: string; subjectType: string; actor: string | null; address: string | null }[]
  >(
    `select action, subject_type as "subjectType", actor, address from activity_events order by id`,
  );
  return rows.map(({ action, subjectType, actor, address }) => [
    action,
    subjectType,
    actor,
    address,
  ]);
}
