import { User as UserEntity } from '@studio/db';
import {
  PASSWORD_CHANGED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type PasswordChange,
} from '@studio/schemas';
import type { SignedInContext } from '../../../context';
import { fieldInvalid } from '../../../errors';
import { signInChanged } from '../sessions/signInChanged';
import { loginSucceeded, startLoginAttempt } from '../throttles/loginThrottle';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Changes the signed-in user's password when the current one is right (guesses count like failed logins), and
 * ends every other session of that user, so whoever knew the old password is signed out everywhere.
 */
export async function changePassword(
  ctx: SignedInContext,
  change: PasswordChange,
): Promise<{ message: string }> {
  const attempt = await startLoginAttempt(ctx.em, ctx.user.username, ctx.clientIp);
  const account = await ctx.em.findOneOrFail(
    UserEntity,
    { id: ctx.user.id },
    { populate: ['password'] },
  );
  if (!(await verifyPassword(account.password.$, change.currentPassword))) {
    throw fieldInvalid('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await loginSucceeded(ctx.em, attempt);
  const hash = await hashPassword(change.newPassword);
  await ctx.em.transactional(async (tx) => {
    await tx.nativeUpdate(UserEntity, { id: account.id }, { password: hash });
    await signInChanged(tx, ctx, { action: 'changed', subjectType: 'password' });
  });
  return { message: PASSWORD_CHANGED_MESSAGE };
}
