import { User as UserEntity } from '@studio/db';
import { callAs, useTestDatabase } from '../testing/harness';
import { createAdminIfNone, ensureAdmin } from './adminAccount';
import { hashPassword } from './passwords';

const orm = useTestDatabase();

const logIn = (username: string, password: string) =>
  callAs(orm(), null).caller.auth.login({ username, password });

describe('ensureAdmin', () => {
  it('creates the admin with this password', async () => {
    const admin = await ensureAdmin(orm().em.fork(), {
      username: 'owner',
      password: 'long secret',
    });
    expect(admin).toEqual({ id: expect.any(Number), username: 'owner', isAdmin: true });
    expect(await logIn('owner', 'long secret')).toEqual(admin);
  });

  it('makes an existing user an admin with the new password', async () => {
    const em = orm().em.fork();
    em.create(UserEntity, {
      username: 'owner',
      password: await hashPassword('old secret'),
      isAdmin: false,
    });
    await em.flush();
    await ensureAdmin(orm().em.fork(), { username: 'owner', password: 'new secret' });
    expect((await logIn('owner', 'new secret')).isAdmin).toBe(true);
  });

  it('refuses a password the login form would refuse', async () => {
    await expect(
      ensureAdmin(orm().em.fork(), { username: 'owner', password: '123' }),
    ).rejects.toThrow('Password must be at least 6 characters');
  });
});

describe('createAdminIfNone', () => {
  it('creates "admin" with a random strong password on a fresh database, once', async () => {
    const created = await createAdminIfNone(orm().em.fork());
    expect(created?.username).toBe('admin');
    expect(created?.password.length).toBeGreaterThanOrEqual(20);
    expect((await logIn('admin', created!.password)).isAdmin).toBe(true);
    expect(await createAdminIfNone(orm().em.fork())).toBeNull();
  });

  it('creates one admin when instances start together', async () => {
    const results = await Promise.all([
      createAdminIfNone(orm().em.fork()),
      createAdminIfNone(orm().em.fork()),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('does nothing when an admin exists', async () => {
    await ensureAdmin(orm().em.fork(), { username: 'owner', password: 'long secret' });
    expect(await createAdminIfNone(orm().em.fork())).toBeNull();
  });
});
