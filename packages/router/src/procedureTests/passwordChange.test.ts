import type { User } from '@studio/schemas';
import { addSessions, addSessionsOfBoth, sessionIds, useAccounts } from '../testing/accounts';
import { USER_PASSWORD as PASSWORD, callAs, failureOf } from '../testing/harness';

const { orm, ...users } = useAccounts();

function changeAs(user: User, currentPassword: string) {
  const call = callAs(orm(), user);
  return call.caller.account.changePassword({ currentPassword, newPassword: 'brand new secret' });
}

const logIn = (username: string, password: string) =>
  callAs(orm(), null).caller.auth.login({ username, password });

describe('a password change', () => {
  it('takes the new password for logins from then on, and no longer the old one', async () => {
    const alice = await users.alice();
    expect(await changeAs(alice, PASSWORD)).toEqual({ message: 'Password changed' });
    expect(await logIn('alice', 'brand new secret')).toMatchObject({ username: 'alice' });
    expect((await failureOf(logIn('alice', PASSWORD))).code).toBe('UNAUTHORIZED');
  });

  it("ends the user's other sessions and keeps the current one and other users' sessions", async () => {
    const { alice } = await addSessionsOfBoth(orm());
    await changeAs(alice, PASSWORD);
    expect(await sessionIds(orm())).toEqual(['bob-desktop', 'session-of-this-call']);
  });

  it('answers 400 on the current password field when it is wrong, and changes nothing', async () => {
    const alice = await users.alice();
    await addSessions(orm(), [['alice-phone', alice.id]]);
    const failure = await changeAs(alice, 'not my password').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    expect((failure as { cause: { errors: unknown } }).cause.errors).toEqual({
      currentPassword: ['Current password is incorrect'],
    });
    expect(await logIn('alice', PASSWORD)).toMatchObject({ username: 'alice' });
    expect(await sessionIds(orm())).toEqual(['alice-phone']);
  });

  it('counts wrong current passwords like failed logins', async () => {
    const alice = await users.alice();
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
    const alice = await users.alice();
    const call = callAs(orm(), alice).caller.account.changePassword({
      currentPassword: PASSWORD,
      newPassword: '123',
    });
    expect((await failureOf(call)).code).toBe('BAD_REQUEST');
  });
});
