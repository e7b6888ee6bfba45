import { deletedSchema } from '@studio/core';
import {
  addPasskey,
  passkeyRegistrationOptions,
} from '@studio/core/services/accounts/passkeys/passkeyRegistration';
import { listPasskeys, removePasskey } from '@studio/core/services/accounts/passkeys/passkeys';
import {
  passkeyCreationOptionsSchema,
  passkeyIdSchema,
  passkeyRegistrationSchema,
  passkeySchema,
} from '@studio/schemas';
import { z } from 'zod';
import { signedInProcedure } from '../procedures';
import { t } from '../trpc';

const tags = ['Account: passkeys'];

/** The signed-in user's passkeys: list, add (options, then the browser's answer), remove. */
export const accountPasskeysRouter = t.router({
  list: signedInProcedure
    .meta({
      openapi: { method: 'GET', path: '/account/passkeys', tags, summary: 'Your passkeys' },
    })
    .input(z.void())
    .output(z.array(passkeySchema))
    .query(({ ctx }) => listPasskeys(ctx)),

  registrationOptions: signedInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/passkeys/options',
        tags,
        summary: 'Start adding a passkey',
        description:
          'Options for navigator.credentials.create() (e.g. through @simplewebauthn/browser): a discoverable credential, user verification preferred. Their challenge is good once, for 5 minutes.',
      },
    })
    .input(z.void())
    .output(passkeyCreationOptionsSchema)
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx)),

  add: signedInProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/account/passkeys',
        tags,
        summary: 'Add a passkey; ends your other sessions',
        description:
          "The browser's answer to the options of POST /account/passkeys/options, and a name for the passkey. From then on the password alone no longer signs in.",
        successDescription: 'Added',
        errorResponses: {
          400: 'Invalid input, or the passkey does not verify (its challenge used or expired, another site, a bad attestation)',
          409: 'The passkey is already added',
        },
      },
    })
    .input(passkeyRegistrationSchema)
    .output(passkeySchema)
    .mutation(({ ctx, input }) => addPasskey(ctx, input)),

  remove: signedInProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/account/passkeys/{id}',
        tags,
        summary: 'Remove one of your passkeys; ends your other sessions',
        errorResponses: { 404: 'No such passkey of yours' },
      },
    })
    .input(passkeyIdSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => removePasskey(ctx, input)),
});
