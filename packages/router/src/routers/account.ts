import { passwordChangeSchema } from '@studio/schemas';
import { z } from 'zod';
import { signedInProcedure } from '../procedures';
import { changePassword } from '@studio/core/services/users';
import { t } from '../trpc';

export const accountRouter = t.router({
  changePassword: signedInProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/account/password',
        tags: ['Auth'],
        summary: "Change the signed-in user's password; ends every other session of that user",
        errorResponses: {
          400: 'Invalid input, or the current password is wrong (in "errors.currentPassword")',
          429: 'Too many wrong passwords',
        },
      },
    })
    .input(passwordChangeSchema)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
});
