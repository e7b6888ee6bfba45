import { useAccounts } from '../testing/accounts';
import { USER_PASSWORD as PASSWORD, callAs, failureOf } from '../testing/harness';
import { forgetOldAttempts } from '@studio/core/services/accounts/throttles/attemptThrottle';
import { usernameSlowdownMs } from '@studio/core/services/accounts/throttles/loginThrottle';

const { orm } = useAccounts({ aliceIsAdmin: false });

const HOME = '198.51.100.7';

function logIn(username: string, password: string, clientIp = HOME) {
  return callAs(orm(), null, { clientIp }).caller.auth.login({ username, password });
}

async function failTimes(times: number, username: string, clientIp = HOME) {
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

async function counted(key: string): Promise<number | undefined> {
  const [row] = await orm().em.execute<{ failures: number }[]>(
    'select failures from login_throttles where key = ?',
    [key],
  );
  return row?.failures;
}

describe('login throttling for one username from one address', () => {
  it('refuses with 429 after 5 failures, even with the right password', async () => {
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

  it('refuses without checking the password, so refused attempts do not add to the wait', async () => {
    await failTimes(5, 'alice');
    expect((await failureOf(logIn('alice', 'wrong password'))).code).toBe('TOO_MANY_REQUESTS');
    expect(await counted(`pair:${HOME}|alice`)).toBe(5);
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
    expect(await logIn('alice', PASSWORD)).toMatchObject({ username: 'alice' });
  });

  it('starts counting again after a successful login', async () => {
    await failTimes(4, 'alice');
    await logIn('alice', PASSWORD);
    await failTimes(4, 'alice');
    expect(await logIn('alice', PASSWORD)).toMatchObject({ username: 'alice' });
  });

  it('forgets failures from more than a day ago', async () => {
    await failTimes(4, 'alice');
    await orm().em.execute("update login_throttles set updated_at = now() - interval '25 hours'");
    await failTimes(1, 'alice');
    expect(await logIn('alice', PASSWORD)).toMatchObject({ username: 'alice' });
  });

  it('treats usernames that differ only in case as one', async () => {
    await failTimes(3, 'alice');
    await failTimes(2, 'ALICE');
    expect((await failureOf(logIn('alice', PASSWORD))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('keeps its state in the database, so every instance sees it', async () => {
    await failTimes(5, 'alice');
    const rows = await orm().em.execute(
      'select failures, locked_until > now() as locked from login_throttles where key = ?',
      [`pair:${HOME}|alice`],
    );
    expect(rows).toEqual([{ failures: 5, locked: true }]);
  });
});

describe('login throttling of a username from many addresses', () => {
  it('does not lock the owner out: an address that has not failed still gets in', async () => {
    for (let n = 1; n <= 30; n++) await failTimes(1, 'alice', `192.0.2.${n}`);
    expect(await logIn('alice', PASSWORD, '192.0.2.200')).toMatchObject({ username: 'alice' });
  });

  it('slows every attempt past a hundred failures, and still lets the owner in', async () => {
    await orm().em.execute(
      "insert into login_throttles (key, failures, updated_at) values ('username:alice', 150, now())",
    );
    const started = Date.now();
    expect(await logIn('alice', PASSWORD, '192.0.2.201')).toMatchObject({ username: 'alice' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('waits one second more for every further hundred failures, ten at most', () => {
    expect(usernameSlowdownMs(100)).toBe(0);
    expect(usernameSlowdownMs(101)).toBe(1000);
    expect(usernameSlowdownMs(200)).toBe(1000);
    expect(usernameSlowdownMs(201)).toBe(2000);
    expect(usernameSlowdownMs(100_000)).toBe(10_000);
  });
});

describe('login throttling of one address across usernames', () => {
  const SPRAYER = '192.0.2.50';
  const names = (count: number) => Array.from({ length: count }, (_, n) => `guess${n}`);

  it('refuses the address with 429 after 20 failures, while other addresses get in', async () => {
    for (const username of names(20)) await failTimes(1, username, SPRAYER);
    expect((await failureOf(logIn('bob', PASSWORD, SPRAYER))).code).toBe('TOO_MANY_REQUESTS');
    expect(await logIn('bob', PASSWORD, '192.0.2.51')).toMatchObject({ username: 'bob' });
  });

  it('is not reset by signing into an account of its own between guesses', async () => {
    const guesses = names(40);
    let checked = 0;
    for (let index = 0; index < guesses.length; index++) {
      if (index % 4 === 0) await logIn('bob', PASSWORD, SPRAYER).catch(() => undefined);
      const failure = await failureOf(logIn(guesses[index]!, 'wrong password', SPRAYER));
      if (failure.code === 'UNAUTHORIZED') checked++;
    }
    expect(checked).toBe(20);
  });

  it('does not count its successful logins as failures', async () => {
    for (let n = 0; n < 25; n++) await logIn('bob', PASSWORD, SPRAYER);
    expect(await counted(`address:${SPRAYER}`)).toBe(0);
    expect(await logIn('alice', PASSWORD, SPRAYER)).toMatchObject({ username: 'alice' });
  });

  it('keeps failures of other usernames after a success', async () => {
    await failTimes(3, 'alice', SPRAYER);
    await logIn('bob', PASSWORD, SPRAYER);
    expect(await counted(`pair:${SPRAYER}|alice`)).toBe(3);
    expect(await counted(`address:${SPRAYER}`)).toBe(3);
    expect(await counted(`pair:${SPRAYER}|bob`)).toBeUndefined();
  });
});

describe('login throttling of IPv6 clients', () => {
  /** The n-th address of one /64, as a client rotating through its own block would send them. */
  const inBlock = (n: number) => `2001:db8:7:1:${n.toString(16)}::1`;

  it('counts one /64 as one address: a client rotating through it is locked out as soon as one address would be', async () => {
    const answers = [];
    for (let n = 0; n < 8; n++)
      answers.push((await failureOf(logIn('alice', 'wrong password', inBlock(n)))).code);
    expect(answers).toEqual([
      ...Array(5).fill('UNAUTHORIZED'),
      ...Array(3).fill('TOO_MANY_REQUESTS'),
    ]);
    expect(await counted('pair:2001:db8:7:1::/64|alice')).toBe(5);
  });

  it('keeps the next /64 apart', async () => {
    await failTimes(5, 'alice', inBlock(1));
    expect(await logIn('alice', PASSWORD, '2001:db8:7:2::1')).toMatchObject({ username: 'alice' });
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    await failTimes(5, 'alice', '::ffff:192.0.2.60');
    expect((await failureOf(logIn('alice', PASSWORD, '192.0.2.60'))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('forgetting old attempts', () => {
  async function keys(): Promise<string[]> {
    const rows = await orm().em.execute<{ key: string }[]>(
      'select key from login_throttles order by key',
    );
    return rows.map(({ key }) => key);
  }

  it('deletes the counts older than a day whose lockout has run out, and keeps the rest', async () => {
    await failTimes(1, 'alice', '192.0.2.70');
    await failTimes(5, 'bob', '192.0.2.71');
    await orm().em.execute("update login_throttles set updated_at = now() - interval '25 hours'");
    // bob's pair is locked out for 10 minutes more: it stays, though counted over a day ago.
    expect(await forgetOldAttempts(orm().em.fork())).toEqual({ ran: true, deleted: 5 });
    expect(await keys()).toEqual(['pair:192.0.2.71|bob']);
  });

  it('leaves a recent count alone', async () => {
    await failTimes(1, 'alice');
    expect(await forgetOldAttempts(orm().em.fork())).toEqual({ ran: true, deleted: 0 });
    expect(await keys()).toHaveLength(3);
  });

  it('lets a login counted after the sweep start again from one', async () => {
    await failTimes(4, 'alice');
    await orm().em.execute("update login_throttles set updated_at = now() - interval '25 hours'");
    await forgetOldAttempts(orm().em.fork());
    await failTimes(1, 'alice');
    expect(await counted(`pair:${HOME}|alice`)).toBe(1);
  });
});
