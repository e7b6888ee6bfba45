import { passwordChangeSchema } from '@studio/schemas';
import { z } from 'zod';
import { signedInProcedure } from '../procedures';
import { changePassword } from '@studio/core/services/accounts/passwords/passwordChange';
import { t } from '../trpc';
import { accountAuthenticatorRouter } from './accountAuthenticator';
import { accountPasskeysRouter } from './accountPasskeys';
import { accountSessionsRouter } from './accountSessions';

export const accountRouter = t.router({
  changePassword: signedInProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/account/password',
        tags: ['Auth'],
        summary: "Change the signed-in user's password; ends every other session of that user",
        description:
          'The new password needs at least 8 characters and must not be easy to guess (zxcvbn scores it 3 or more, and it is no common password).',
        errorResponses: {
          400: 'Invalid input (a new password too short or too easy to guess, in "errors.newPassword"), or the current password is wrong (in "errors.currentPassword")',
          429: 'Too many wrong passwords',
        },
      },
    })
    .input(passwordChangeSchema)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  passkeys: accountPasskeysRouter,
  authenticator: accountAuthenticatorRouter,
  sessions: accountSessionsRouter,
});
