import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, User as UserEntity } from '@studio/db';
import { adminCredentialsSchema, type Credentials, type User } from '@studio/schemas';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../passwords/passwords';
import { toUser } from '../users/userDto';
import { findAccount } from '../users/users';
import { endSessionsOf } from '../sessions/userSessions';

const DEFAULT_ADMIN_USERNAME = 'admin';

/** The configured admin's name belongs to an account that is not an admin, and promoting it was not asked for. */
export class NotAnAdminAccount extends Error {
  override name = 'NotAnAdminAccount';
  constructor(readonly username: string) {
    super(`The account "${username}" exists and is not an admin`);
  }
}

export interface AdminSetup {
  user: User;
  /** What had to change: nothing, a new account, a new password, or a regular account made the admin. */
  change: 'none' | 'created' | 'password' | 'promoted';
  /** Sessions ended because the password changed or the account was promoted. */
  endedSessions: number;
}

/** Start-up jobs on the admin account take turns when instances start together. */
async function lockAdminSetup(tx: EntityManager): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?)', [ADVISORY_LOCKS.firstAdmin]);
}

async function createAdmin(tx: EntityManager, username: string, password: string): Promise<User> {
  const user = tx.create(UserEntity, {
    username,
    password: await hashPassword(password),
    isAdmin: true,
  });
  await tx.flush();
  return toUser(user);
}

/**
 * Makes sure this admin exists with this password, e.g. from the server's configuration; the password must pass
 * the rules of new passwords (adminCredentialsSchema). A changed password ends
 * every session of the account. A regular account of that name is made the admin only when `promoteExisting`
 * says so (its sessions end too); otherwise NotAnAdminAccount is thrown and nothing changes.
 */
export async function ensureAdmin(
  em: EntityManager,
  credentials: Credentials,
  { promoteExisting = false }: { promoteExisting?: boolean } = {},
): Promise<AdminSetup> {
  const parsed = adminCredentialsSchema.safeParse(credentials);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new Error(`The admin account cannot be set up: ${problems}`);
  }
  const { username, password } = parsed.data;
  return em.transactional(async (tx) => {
    await lockAdminSetup(tx);
    const existing = await findAccount(tx, username);
    if (!existing) {
      return {
        user: await createAdmin(tx, username, password),
        change: 'created',
        endedSessions: 0,
      };
    }
    if (!existing.isAdmin && !promoteExisting) throw new NotAnAdminAccount(existing.username);
    const samePassword = await verifyPassword(existing.password.$, password);
    if (existing.isAdmin && samePassword) {
      return { user: toUser(existing), change: 'none', endedSessions: 0 };
    }
    const hash = samePassword ? existing.password.$ : await hashPassword(password);
    await tx.nativeUpdate(UserEntity, { id: existing.id }, { password: hash, isAdmin: true });
    return {
      user: { ...toUser(existing), isAdmin: true },
      change: existing.isAdmin ? 'password' : 'promoted',
      endedSessions: await endSessionsOf(tx, existing.id),
    };
  });
}

/**
 * On a fresh database, creates the admin "admin" (or "admin-" and a few random characters when a regular account
 * holds that name) with a random password and returns it so the server can print it once; returns null when an
 * admin exists already.
 */
export function createAdminIfNone(em: EntityManager): Promise<Credentials | null> {
  return em.transactional(async (tx) => {
    await lockAdminSetup(tx);
    if (await tx.count(UserEntity, { isAdmin: true })) return null;
    const username = (await findAccount(tx, DEFAULT_ADMIN_USERNAME))
      ? `${DEFAULT_ADMIN_USERNAME}-${randomBytes(3).toString('hex')}`
      : DEFAULT_ADMIN_USERNAME;
    const credentials = { username, password: randomBytes(18).toString('base64url') };
    await createAdmin(tx, credentials.username, credentials.password);
    return credentials;
  });
}
