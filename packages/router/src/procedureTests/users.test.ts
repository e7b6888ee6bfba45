import { User as UserEntity } from '@studio/db';
import { passwordWork } from '@studio/core/services/accounts/passwords/passwords';
import {
  ADMIN,
  REGULAR_USER,
  USER_PASSWORD as PASSWORD,
  callAs,
  failureOf,
  useTestDatabase,
  useUsers,
} from '../testing/harness';

const orm = useTestDatabase();
useUsers(orm, [{ username: 'alice', isAdmin: true }]);

/** A password the rules of new passwords take. */
const NEW_PASSWORD = 'plum-kettle-42';

describe('login', () => {
  it('signs in with the right password and returns only id, username and isAdmin', async () => {
    const { caller, session } = callAs(orm(), null);
    const user = await caller.auth.login({ username: 'alice', password: PASSWORD });
    expect(user).toEqual({ id: expect.any(Number), username: 'alice', isAdmin: true });
    expect(session.signIns).toEqual(['id' in user ? user.id : null]);
  });

  it('refuses a wrong password with "Invalid username or password"', async () => {
    const { caller, session } = callAs(orm(), null);
    expect(
      await failureOf(caller.auth.login({ username: 'alice', password: 'wrong one' })),
    ).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid username or password',
    });
    expect(session.signIns).toEqual([]);
  });

  it('gives an unknown username the same answer as a wrong password', async () => {
    const { caller } = callAs(orm(), null);
    expect(await failureOf(caller.auth.login({ username: 'nobody', password: PASSWORD }))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid username or password',
    });
  });

  it('finds the account whatever the case of the username', async () => {
    const { caller } = callAs(orm(), null);
    expect(await caller.auth.login({ username: 'ALICE', password: PASSWORD })).toMatchObject({
      username: 'alice',
    });
  });

  it('checks the username and password lengths before anything else', async () => {
    const { caller } = callAs(orm(), null);
    const failure = await failureOf(caller.auth.login({ username: 'al', password: '123' }));
    expect(failure.code).toBe('BAD_REQUEST');
  });
});

describe('registration', () => {
  it('creates a regular user and signs them in', async () => {
    const { caller, session } = callAs(orm(), null);
    const user = await caller.auth.register({ username: 'newbie', password: NEW_PASSWORD });
    expect(user).toEqual({ id: expect.any(Number), username: 'newbie', isAdmin: false });
    expect(session.signIns).toEqual([user.id]);
  });

  it('never grants admin, whatever the body says', async () => {
    const { caller } = callAs(orm(), null);
    const body = { username: 'mallory', password: NEW_PASSWORD, isAdmin: true };
    const user = await caller.auth.register(body);
    expect(user.isAdmin).toBe(false);
    const stored = await orm().em.fork().findOneOrFail(UserEntity, { username: 'mallory' });
    expect(stored.isAdmin).toBe(false);
  });

  it('keeps an argon2id hash, never the password itself', async () => {
    await callAs(orm(), null).caller.auth.register({ username: 'newbie', password: NEW_PASSWORD });
    const [row] = await orm().em.execute<{ password: string }[]>(
      "select password from users where username = 'newbie'",
    );
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain(NEW_PASSWORD);
  });

  it('asks for a password of at least 8 characters', async () => {
    const { caller } = callAs(orm(), null);
    const failure = await caller.auth
      .register({ username: 'newbie', password: 'secret1' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a password easy to guess on its field, and creates nobody', async () => {
    const { caller, session } = callAs(orm(), null);
    const failure = await caller.auth
      .register({ username: 'newbie', password: 'password1' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    expect((failure as { cause: { errors: unknown } }).cause.errors).toEqual({
      password: ['This password is too easy to guess. Choose a longer or less common one.'],
    });
    expect(await orm().em.fork().count(UserEntity, { username: 'newbie' })).toBe(0);
    expect(session.signIns).toEqual([]);
  });

  it('lets the new user log in with the chosen password', async () => {
    await callAs(orm(), null).caller.auth.register({ username: 'newbie', password: NEW_PASSWORD });
    const user = await callAs(orm(), null).caller.auth.login({
      username: 'newbie',
      password: NEW_PASSWORD,
    });
    expect(user).toMatchObject({ username: 'newbie' });
  });

  it('answers 409 "Username is already taken" for a taken username', async () => {
    const { caller, session } = callAs(orm(), null);
    expect(
      await failureOf(caller.auth.register({ username: 'alice', password: NEW_PASSWORD })),
    ).toEqual({
      code: 'CONFLICT',
      message: 'Username is already taken',
    });
    expect(session.signIns).toEqual([]);
  });
});

describe('registration limits', () => {
  const registerFrom = (clientIp: string, username: string) =>
    callAs(orm(), null, { clientIp }).caller.auth.register({ username, password: NEW_PASSWORD });

  it('refuse a name that differs from a taken one only in case', async () => {
    expect(await failureOf(registerFrom('203.0.113.9', 'Alice'))).toEqual({
      code: 'CONFLICT',
      message: 'Username is already taken',
    });
  });

  it('refuse a taken name without hashing a password', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const slots = Array.from({ length: passwordWork.limit }, () => passwordWork.run(() => blocked));
    try {
      expect((await failureOf(registerFrom('203.0.113.9', 'alice'))).code).toBe('CONFLICT');
    } finally {
      release();
      await Promise.all(slots);
    }
  });

  it('allow 10 registrations per address, then answer 429, while other addresses go on', async () => {
    for (let n = 0; n < 10; n++) await registerFrom('203.0.113.10', `member${n}`);
    expect(await failureOf(registerFrom('203.0.113.10', 'one-more'))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many accounts were created from your address. Try again in 10 minutes.',
    });
    expect((await registerFrom('203.0.113.11', 'one-more')).username).toBe('one-more');
  });

  it('count every address of one IPv6 /64 as one', async () => {
    const inBlock = (n: number) => `2001:db8:9:1::${n.toString(16)}`;
    for (let n = 0; n < 10; n++) await registerFrom(inBlock(n), `rotator${n}`);
    expect((await failureOf(registerFrom(inBlock(10), 'one-more'))).code).toBe('TOO_MANY_REQUESTS');
    expect((await registerFrom('2001:db8:9:2::1', 'one-more')).username).toBe('one-more');
  });
});

describe('current user and logout', () => {
  it('returns the signed-in user', async () => {
    expect(await callAs(orm(), REGULAR_USER).caller.auth.me()).toEqual(REGULAR_USER);
  });

  it('answers 401 "Not authenticated" when signed out', async () => {
    expect(await failureOf(callAs(orm(), null).caller.auth.me())).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Not authenticated',
    });
  });

  it('ends the session on logout', async () => {
    const { caller, session } = callAs(orm(), ADMIN);
    await caller.auth.logout();
    expect(session.signOuts).toBe(1);
  });
});

describe('the current user', () => {
  it('is refused to a visitor over the REST-mapped call, with "Not authenticated"', async () => {
    const { caller } = callAs(orm(), null);
    expect(await failureOf(caller.auth.me())).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Not authenticated',
    });
  });

  it('is null for a visitor on the website call, so no failed request is shown', async () => {
    const { caller } = callAs(orm(), null);
    expect(await caller.auth.session()).toBeNull();
  });

  it('is the signed-in user on both calls', async () => {
    const { caller } = callAs(orm(), REGULAR_USER);
    expect(await caller.auth.session()).toEqual(REGULAR_USER);
    expect(await caller.auth.me()).toEqual(REGULAR_USER);
  });
});
