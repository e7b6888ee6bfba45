import { User as UserEntity } from '@studio/db';
import {
  USER_PASSWORD as PASSWORD,
  callAs,
  failureOf,
  useTestDatabase,
  useUsers,
} from '../testing/harness';

const orm = useTestDatabase();
useUsers(orm, [
  { username: 'alice', isAdmin: true },
  { username: 'bob', isAdmin: false },
]);

async function userNamed(username: string) {
  const user = await orm().em.fork().findOneOrFail(UserEntity, { username });
  return { id: user.id, username: user.username, isAdmin: user.isAdmin };
}

function changeAs(user: Awaited<ReturnType<typeof userNamed>>, currentPassword: string) {
  const call = callAs(orm(), user);
  return call.caller.account.changePassword({ currentPassword, newPassword: 'brand new secret' });
}

const logIn = (username: string, password: string) =>
  callAs(orm(), null).caller.auth.login({ username, password });

async function addSessions(rows: Array<[sid: string, userId: number]>) {
  for (const [sid, userId] of rows) {
    await orm().em.execute(
      `insert into sessions (sid, data, expires_at, user_id) values (?, ?::jsonb, now() + interval '1 hour', ?)`,
      [sid, JSON.stringify({ userId }), userId],
    );
  }
}

async function sessionIds(): Promise<string[]> {
  const rows = await orm().em.execute<{ sid: string }[]>('select sid from sessions order by sid');
  return rows.map((row) => row.sid);
}

describe('a password change', () => {
  it('takes the new password for logins from then on, and no longer the old one', async () => {
    const alice = await userNamed('alice');
    expect(await changeAs(alice, PASSWORD)).toEqual({ message: 'Password changed' });
    expect(await logIn('alice', 'brand new secret')).toMatchObject({ username: 'alice' });
    expect((await failureOf(logIn('alice', PASSWORD))).code).toBe('UNAUTHORIZED');
  });

  it("ends the user's other sessions and keeps the current one and other users' sessions", async () => {
    const alice = await userNamed('alice');
    const bob = await userNamed('bob');
    await addSessions([
      ['session-of-this-call', alice.id],
      ['alice-phone', alice.id],
      ['alice-laptop', alice.id],
      ['bob-desktop', bob.id],
    ]);
    await changeAs(alice, PASSWORD);
    expect(await sessionIds()).toEqual(['bob-desktop', 'session-of-this-call']);
  });

  it('answers 400 on the current password field when it is wrong, and changes nothing', async () => {
    const alice = await userNamed('alice');
    await addSessions([['alice-phone', alice.id]]);
    const failure = await changeAs(alice, 'not my password').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    expect((failure as { cause: { errors: unknown } }).cause.errors).toEqual({
      currentPassword: ['Current password is incorrect'],
    });
    expect(await logIn('alice', PASSWORD)).toMatchObject({ username: 'alice' });
    expect(await sessionIds()).toEqual(['alice-phone']);
  });

  it('counts wrong current passwords like failed logins', async () => {
    const alice = await userNamed('alice');
    for (let n = 0; n < 5; n++) await changeAs(alice, 'not my password').catch(() => undefined);
    expect((await failureOf(changeAs(alice, PASSWORD))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('is for signed-in users only', async () => {
    const call = callAs(orm(), null).caller.account.changePassword({
      currentPassword: PASSWORD,
      newPassword: 'brand new secret',
    });
    expect((await failureOf(call)).code).toBe('UNAUTHORIZED');
  });

  it('holds the new password to the usual rules', async () => {
    const alice = await userNamed('alice');
    const call = callAs(orm(), alice).caller.account.changePassword({
      currentPassword: PASSWORD,
      newPassword: '123',
    });
    expect((await failureOf(call)).code).toBe('BAD_REQUEST');
  });
});
