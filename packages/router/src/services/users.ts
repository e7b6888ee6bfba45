import type { EntityManager } from '@mikro-orm/postgresql';
import { User as UserEntity } from '@studio/db';
import {
  INVALID_CREDENTIALS_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type Credentials,
  type User,
} from '@studio/schemas';
import { TRPCError } from '@trpc/server';
import type { Context } from '../context';
import { clearLoginFailures, countLoginAttempt, throttleKeys } from './loginThrottle';
import { hashPassword, verifyAgainstNobody, verifyPassword } from './passwords';
import { conflictOnDuplicate } from './uniqueViolation';
import { toUser } from './userDto';

/** The user a session points at, or null when that account is gone. */
export async function findUser(em: EntityManager, id: number): Promise<User | null> {
  const user = await em.findOne(UserEntity, { id });
  return user ? toUser(user) : null;
}

/** Checks the credentials (throttled per username and per address) and starts a new session. */
export async function logIn(ctx: Context, credentials: Credentials): Promise<User> {
  const keys = throttleKeys(credentials.username, ctx.clientIp);
  await countLoginAttempt(ctx.em, keys);
  const user = await ctx.em.findOne(
    UserEntity,
    { username: credentials.username },
    { populate: ['password'] },
  );
  const valid = user
    ? await verifyPassword(user.password.$, credentials.password)
    : await verifyAgainstNobody(credentials.password);
  if (!user || !valid) {
    // One message whether or not the user exists, so usernames cannot be probed.
    throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS_MESSAGE });
  }
  await clearLoginFailures(ctx.em, keys);
  await ctx.session.signIn(user.id);
  return toUser(user);
}

/** Creates a regular account (never an admin) and signs it in. */
export async function register(ctx: Context, credentials: Credentials): Promise<User> {
  const password = await hashPassword(credentials.password);
  const user = await conflictOnDuplicate('username', USERNAME_TAKEN_MESSAGE, () =>
    ctx.em.transactional(async (tx) => {
      const created = tx.create(UserEntity, {
        username: credentials.username,
        password,
        isAdmin: false,
      });
      await tx.flush();
      return toUser(created);
    }),
  );
  await ctx.session.signIn(user.id);
  return user;
}
