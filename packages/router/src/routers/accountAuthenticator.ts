import {
  authenticatorStatus,
  confirmAuthenticator,
  regenerateRecoveryCodes,
  startAuthenticatorSetup,
  turnOffAuthenticator,
} from '@studio/core/services/accounts/authenticator/authenticatorApp';
import {
  appCodeSchema,
  authenticationCodeSchema,
  authenticatorSetupSchema,
  authenticatorStatusSchema,
  recoveryCodesSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { signedInProcedure } from '../procedures';
import { t } from '../trpc';

const tags = ['Account: authenticator app'];

/**
 * The signed-in user's authenticator app (TOTP) and recovery codes. Turning it off takes a code in the body of a
 * DELETE, which the REST mount cannot read: its REST route is the API server's own (DELETE /api/account/totp).
 */
export const accountAuthenticatorRouter = t.router({
  status: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/account/totp',
        tags,
        summary: 'Whether you have an authenticator app, and how many recovery codes are left',
      },
    })
    .input(z.void())
    .output(authenticatorStatusSchema)
    .query(({ ctx }) => authenticatorStatus(ctx)),

  start: signedInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/totp',
        tags,
        summary: 'Start setting up an authenticator app',
        description:
          'A new secret, for the app to read as a QR code of `otpauthUrl` or typed in. It counts for nothing until POST /account/totp/confirm; starting again replaces it.',
        errorResponses: { 409: 'An authenticator app is set up already' },
      },
    })
    .input(z.void())
    .output(authenticatorSetupSchema)
    .mutation(({ ctx }) => startAuthenticatorSetup(ctx)),

  confirm: signedInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/totp/confirm',
        tags,
        summary: 'Turn the authenticator app on; ends your other sessions',
        description:
          'With the code the app shows now. Answers 10 recovery codes, each good for one sign-in instead of a code: they are shown this once. From then on the password alone no longer signs in.',
        errorResponses: {
          400: 'Invalid input, or the code is not the app\'s current one (in "errors.code")',
          404: 'No authenticator app is being set up',
          409: 'An authenticator app is set up already',
        },
      },
    })
    .input(appCodeSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => confirmAuthenticator(ctx, input)),

  regenerateRecoveryCodes: signedInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/totp/recovery-codes',
        tags,
        summary: 'New recovery codes',
        description:
          'With a current code of the app or an unused recovery code. Answers 10 new recovery codes, shown this once; the old ones stop working.',
        errorResponses: {
          400: 'Invalid input, or the code is not right or was used already (in "errors.code")',
          404: 'No authenticator app is set up',
          429: 'Too many wrong codes',
        },
      },
    })
    .input(authenticationCodeSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx, input)),

  turnOff: signedInProcedure
    .input(authenticationCodeSchema)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => turnOffAuthenticator(ctx, input)),
});
