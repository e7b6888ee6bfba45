import { User as UserEntity } from '@studio/db';
import { USERNAME_TAKEN_MESSAGE, type Credentials, type User } from '@studio/schemas';
import type { Context } from '../../../context';
import { fieldConflict } from '../../../errors';
import { conflictOnDuplicate } from '../../uniqueViolation';
import { checkNewPassword } from '../passwords/newPasswordCheck';
import { hashPassword } from '../passwords/passwords';
import { countRegistration } from '../throttles/registrationThrottle';
import { toUser } from '../users/userDto';
import { findAccount } from '../users/users';

/**
 * Creates a regular account (never an admin) and signs it in. A taken name and a password easy to guess are
 * refused once the registration is counted, before any hashing.
 */
export async function register(ctx: Context, credentials: Credentials): Promise<User> {
  await countRegistration(ctx.em, ctx.clientIp);
  const taken = () => fieldConflict('username', USERNAME_TAKEN_MESSAGE);
  if (await findAccount(ctx.em, credentials.username)) throw taken();
  checkNewPassword('password', credentials.password);
  const password = await hashPassword(credentials.password);
  // Two registrations of one name at once: the unique index refuses the second.
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
