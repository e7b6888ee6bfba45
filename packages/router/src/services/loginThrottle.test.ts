import {
  USER_PASSWORD as PASSWORD,
  callAs,
  failureOf,
  useTestDatabase,
  useUsers,
} from '../testing/harness';

const orm = useTestDatabase();
useUsers(orm, [
  { username: 'alice', isAdmin: false },
  { username: 'bob', isAdmin: false },
]);

function logIn(username: string, password: string, clientIp = '198.51.100.7') {
  return callAs(orm(), null, { clientIp }).caller.auth.login({ username, password });
}

async function failTimes(times: number, username: string, clientIp?: string) {
  for (let attempt = 0; attempt < times; attempt++)
    expect((await failureOf(logIn(username, 'wrong password', clientIp))).code).toBe(
      'UNAUTHORIZED',
    );
}

/** As if the lockouts had run out. */
async function letLockoutsExpire() {
  await orm().em.execute(
    "update login_throttles set locked_until = now() - interval '1 second' where locked_until is not null",
  );
}

describe('login throttling', () => {
  it('refuses a username with 429 after 5 failures, even with the right password', async () => {
    await failTimes(5, 'alice');
    expect(await failureOf(logIn('alice', PASSWORD))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many failed login attempts. Try again in 10 minutes.',
    });
  });

  it('lets no more than 5 of many parallel attempts check a password', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => failureOf(logIn('alice', 'wrong password'))),
    );
    const codes = attempts.map(({ code }) => code);
    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(7);
  });

  it('counts failures for a username from any address', async () => {
    for (let n = 1; n <= 5; n++) await failTimes(1, 'alice', `192.0.2.${n}`);
    expect((await failureOf(logIn('alice', PASSWORD, '192.0.2.99'))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('counts failures from one address across usernames', async () => {
    for (const username of ['ann', 'ben', 'cat', 'dan', 'eve'])
      await failTimes(1, username, '192.0.2.50');
    expect((await failureOf(logIn('bob', PASSWORD, '192.0.2.50'))).code).toBe('TOO_MANY_REQUESTS');
    expect((await logIn('bob', PASSWORD, '192.0.2.51')).username).toBe('bob');
  });

  it('refuses without checking the password, so refused attempts do not add to the wait', async () => {
    await failTimes(5, 'alice');
    expect((await failureOf(logIn('alice', 'wrong password'))).code).toBe('TOO_MANY_REQUESTS');
    const rows = await orm().em.execute(
      "select failures from login_throttles where key = 'user:alice'",
    );
    expect(rows).toEqual([{ failures: 5 }]);
  });

  it('doubles the wait with each further failure while locked out', async () => {
    await failTimes(5, 'alice');
    await letLockoutsExpire();
    await failTimes(1, 'alice');
    expect((await failureOf(logIn('alice', PASSWORD))).message).toBe(
      'Too many failed login attempts. Try again in 20 minutes.',
    );
    await letLockoutsExpire();
    await failTimes(1, 'alice');
    expect((await failureOf(logIn('alice', PASSWORD))).message).toBe(
      'Too many failed login attempts. Try again in 40 minutes.',
    );
  });

  it('never locks anyone out for more than 24 hours', async () => {
    await failTimes(5, 'alice');
    await orm().em.execute('update login_throttles set failures = 40');
    await letLockoutsExpire();
    await failTimes(1, 'alice');
    expect((await failureOf(logIn('alice', PASSWORD))).message).toBe(
      'Too many failed login attempts. Try again in 24 hours.',
    );
  });

  it('lets the user in once the wait is over', async () => {
    await failTimes(5, 'alice');
    await letLockoutsExpire();
    expect((await logIn('alice', PASSWORD)).username).toBe('alice');
  });

  it('starts counting again after a successful login', async () => {
    await failTimes(4, 'alice');
    await logIn('alice', PASSWORD);
    await failTimes(4, 'alice');
    expect((await logIn('alice', PASSWORD)).username).toBe('alice');
  });

  it('forgets failures from more than a day ago', async () => {
    await failTimes(4, 'alice');
    await orm().em.execute("update login_throttles set updated_at = now() - interval '25 hours'");
    await failTimes(1, 'alice');
    expect((await logIn('alice', PASSWORD)).username).toBe('alice');
  });

  it('treats usernames that differ only in case as one', async () => {
    await failTimes(3, 'alice');
    await failTimes(2, 'ALICE');
    expect((await failureOf(logIn('alice', PASSWORD))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('keeps its state in the database, so every instance sees it', async () => {
    await failTimes(5, 'alice');
    const rows = await orm().em.execute(
      "select failures, locked_until > now() as locked from login_throttles where key = 'user:alice'",
    );
    expect(rows).toEqual([{ failures: 5, locked: true }]);
  });
});
