import { User as UserEntity } from '@studio/db';
import { callAs, useTestDatabase } from '../testing/harness';
import {
  createAdminIfNone,
  ensureAdmin,
  NotAnAdminAccount,
} from '@studio/core/services/accounts/admin/adminAccount';
import { hashPassword } from '@studio/core/services/accounts/passwords/passwords';

const orm = useTestDatabase();

const logIn = (username: string, password: string) =>
  callAs(orm(), null).caller.auth.login({ username, password });

async function addRegularUser(username: string, password: string): Promise<number> {
  const em = orm().em.fork();
  const user = em.create(UserEntity, {
    username,
    password: await hashPassword(password),
    isAdmin: false,
  });
  await em.flush();
  return user.id;
}

async function addSession(sid: string, userId: number) {
  await orm().em.execute(
    `insert into sessions (sid, data, expires_at, user_id) values (?, '{}', now() + interval '1 hour', ?)`,
    [sid, userId],
  );
}

const sessionCount = async () =>
  (await orm().em.execute<{ n: number }[]>('select count(*)::int as n from sessions'))[0]!.n;

describe('ensureAdmin', () => {
  it('creates the admin with this password', async () => {
    const setup = await ensureAdmin(orm().em.fork(), {
      username: 'owner',
      password: 'long marmot secret',
    });
    expect(setup).toEqual({
      user: { id: expect.any(Number), username: 'owner', isAdmin: true },
      change: 'created',
      endedSessions: 0,
    });
    expect(await logIn('owner', 'long marmot secret')).toEqual(setup.user);
  });

  it('changes nothing, and ends no session, when the admin has this password already', async () => {
    const { user } = await ensureAdmin(orm().em.fork(), {
      username: 'owner',
      password: 'long marmot secret',
    });
    await addSession('owner-phone', user.id);
    const again = await ensureAdmin(orm().em.fork(), {
      username: 'owner',
      password: 'long marmot secret',
    });
    expect(again).toMatchObject({ change: 'none', endedSessions: 0 });
    expect(await sessionCount()).toBe(1);
  });

  it('sets a changed password and ends every session of the admin', async () => {
    const { user } = await ensureAdmin(orm().em.fork(), {
      username: 'owner',
      password: 'old marmot secret',
    });
    await addSession('owner-phone', user.id);
    await addSession('owner-laptop', user.id);
    const changed = await ensureAdmin(orm().em.fork(), {
      username: 'owner',
      password: 'new marmot secret',
    });
    expect(changed).toMatchObject({ change: 'password', endedSessions: 2 });
    expect(await sessionCount()).toBe(0);
    expect(await logIn('owner', 'new marmot secret')).toMatchObject({ isAdmin: true });
  });

  it('refuses to make an existing regular account the admin, and changes nothing', async () => {
    const id = await addRegularUser('Owner', 'their secret');
    await addSession('their-session', id);
    await expect(
      ensureAdmin(orm().em.fork(), { username: 'owner', password: 'new marmot secret' }),
    ).rejects.toEqual(new NotAnAdminAccount('Owner'));
    expect(await logIn('Owner', 'their secret')).toMatchObject({ isAdmin: false });
    expect(await sessionCount()).toBe(1);
  });

  it('makes an existing regular account the admin when asked to, and ends its sessions', async () => {
    const id = await addRegularUser('owner', 'old marmot secret');
    await addSession('their-session', id);
    const promoted = await ensureAdmin(
      orm().em.fork(),
      { username: 'owner', password: 'new marmot secret' },
      { promoteExisting: true },
    );
    expect(promoted).toMatchObject({ change: 'promoted', endedSessions: 1 });
    expect(await logIn('owner', 'new marmot secret')).toMatchObject({ isAdmin: true });
  });

  it('refuses a password the rules of new passwords refuse', async () => {
    await expect(
      ensureAdmin(orm().em.fork(), { username: 'owner', password: 'secret' }),
    ).rejects.toThrow('Password must be at least 8 characters');
    await expect(
      ensureAdmin(orm().em.fork(), { username: 'owner', password: 'password1' }),
    ).rejects.toThrow('This password is too easy to guess. Choose a longer or less common one.');
  });
});

describe('createAdminIfNone', () => {
  it('creates "admin" with a random strong password on a fresh database, once', async () => {
    const created = await createAdminIfNone(orm().em.fork());
    expect(created?.username).toBe('admin');
    expect(created?.password.length).toBeGreaterThanOrEqual(20);
    expect(await logIn('admin', created!.password)).toMatchObject({ isAdmin: true });
    expect(await createAdminIfNone(orm().em.fork())).toBeNull();
  });

  it('creates one admin when instances start together', async () => {
    const results = await Promise.all([
      createAdminIfNone(orm().em.fork()),
      createAdminIfNone(orm().em.fork()),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('picks another name when a regular account holds "admin"', async () => {
    await addRegularUser('Admin', 'their secret');
    const created = await createAdminIfNone(orm().em.fork());
    expect(created?.username).toMatch(/^admin-[0-9a-f]{6}$/);
    expect(await logIn('Admin', 'their secret')).toMatchObject({ isAdmin: false });
  });

  it('does nothing when an admin exists', async () => {
    await ensureAdmin(orm().em.fork(), { username: 'owner', password: 'long marmot secret' });
    expect(await createAdminIfNone(orm().em.fork())).toBeNull();
  });
});
