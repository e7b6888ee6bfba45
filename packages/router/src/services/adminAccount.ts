import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, User as UserEntity } from '@studio/db';
import { credentialsSchema, type Credentials, type User } from '@studio/schemas';
import { randomBytes } from 'node:crypto';
import { hashPassword } from './passwords';

const DEFAULT_ADMIN_USERNAME = 'admin';

/** Creates the user, or makes the existing one an admin with this password, in one statement. */
async function upsertAdmin(em: EntityManager, username: string, password: string): Promise<User> {
  const hash = await hashPassword(password);
  const [row] = await em.execute<User[]>(
    `insert into users (username, password, is_admin) values (?, ?, true)
     on conflict (username) do update set password = excluded.password, is_admin = true
     returning id, username, is_admin as "isAdmin"`,
    [username, hash],
  );
  if (!row) throw new Error(`Could not save the admin account ${username}`);
  return row;
}

/** Makes sure this admin exists with this password, e.g. from the server's configuration. */
export async function ensureAdmin(em: EntityManager, credentials: Credentials): Promise<User> {
  const parsed = credentialsSchema.safeParse(credentials);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new Error(`The admin account cannot be set up: ${problems}`);
  }
  return upsertAdmin(em, parsed.data.username, parsed.data.password);
}

/**
 * On a fresh database, creates the admin "admin" with a random password and returns it so the server can
 * print it once; returns null when an admin exists already.
 */
export function createAdminIfNone(em: EntityManager): Promise<Credentials | null> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [ADVISORY_LOCKS.firstAdmin]);
    if (await tx.count(UserEntity, { isAdmin: true })) return null;
    const credentials = {
      username: DEFAULT_ADMIN_USERNAME,
      password: randomBytes(18).toString('base64url'),
    };
    await upsertAdmin(tx, credentials.username, credentials.password);
    return credentials;
  });
}
