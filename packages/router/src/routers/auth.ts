import {
  authenticationCodeSchema,
  credentialsSchema,
  loginResultSchema,
  passkeyRequestOptionsSchema,
  passkeySignInSchema,
  registrationSchema,
  userSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { NOT_AUTHENTICATED, requireSignedIn } from '@studio/core';
import { publicProcedure } from '../procedures';
import { register } from '@studio/core/services/accounts/registration/registration';
import { logIn } from '@studio/core/services/accounts/signIn/passwordStep';
import {
  passkeySignInOptions,
  signInWithPasskey,
} from '@studio/core/services/accounts/passkeys/passkeySignIn';
import { signInWithCode } from '@studio/core/services/accounts/signIn/secondFactorStep';
import { t } from '../trpc';

const tags = ['Auth'];

/** Logout takes no input, and ignores whatever a call sends anyway (`{}`, `null`): it always ends the session. */
const ignoredInput = z.preprocess((_sent: void) => undefined, z.void());

export const authRouter = t.router({
  me: publicProcedure
    .meta({
      cached: false,
      openapi: {
        method: 'GET',
        path: '/user',
        tags,
        summary: 'The signed-in user',
        protect: false,
        errorResponses: { 401: NOT_AUTHENTICATED },
      },
    })
    .input(z.void())
    .output(userSchema)
    .query(({ ctx }) => requireSignedIn(ctx.user)),

  /** For the website: the same answer as `me`, but null when signed out, so visitors see no failed call. */
  session: publicProcedure
    .meta({ cached: false })
    .input(z.void())
    .output(userSchema.nullable())
    .query(({ ctx }) => ctx.user),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/login',
        tags,
        summary: 'Sign in; starts a new session',
        description:
          'Answers the user, signed in. An account with a passkey or an authenticator app is not signed in by its password alone: the answer is then `{"secondFactorRequired": true}`, and POST /login/second-factor finishes the sign-in within 5 minutes.',
        protect: false,
        errorResponses: {
          401: 'Wrong username or password',
          429: 'Too many failed attempts from this address or for this username',
        },
      },
    })
    .input(credentialsSchema)
    .output(loginResultSchema)
    .mutation(({ ctx, input }) => logIn(ctx, input)),

  secondFactor: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/login/second-factor',
        tags,
        summary: 'Finish a sign-in with an authentication code',
        description:
          "After POST /login answered `secondFactorRequired`, within 5 minutes and with the same session cookie: a code of the account's authenticator app (each taken once) or one of its unused recovery codes. One password step takes 5 codes at most: the fifth wrong one ends it, and the password must be given again. Wrong codes count toward the login throttle like wrong passwords, and toward the account's codes from every address: after 10 wrong ones, its codes are refused for 10 minutes, doubling up to 24 hours. Changing the password or a second factor, or signing out everywhere else, ends the sign-ins waiting for a code.",
        protect: false,
        errorResponses: {
          401: 'No password step in this session within 5 minutes (or it ended), a wrong or used code, or the last code the password step takes',
          429: 'Too many failed attempts from this address or for this username, or too many wrong codes for this account',
        },
      },
    })
    .input(authenticationCodeSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => signInWithCode(ctx, input)),

  passkeyOptions: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/login/passkey/options',
        tags,
        summary: 'Start signing in with a passkey',
        description:
          'Options for navigator.credentials.get() (e.g. through @simplewebauthn/browser), for any passkey of this site: no username is asked. Their challenge is good once, for 5 minutes.',
        protect: false,
      },
    })
    .input(z.void())
    .output(passkeyRequestOptionsSchema)
    .mutation(({ ctx }) => passkeySignInOptions(ctx)),

  passkey: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/login/passkey',
        tags,
        summary: 'Sign in with a passkey; starts a new session',
        description:
          "The browser's answer to the options of POST /login/passkey/options. A full sign-in: the passkey is the second factor, so no code follows.",
        protect: false,
        errorResponses: {
          401: 'An unknown passkey, a signature that does not verify, a challenge used or expired, or a signature counter that went back',
        },
      },
    })
    .input(passkeySignInSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => signInWithPasskey(ctx, input)),

  register: publicProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/register',
        tags,
        summary: 'Create an account (never an admin) and sign in',
        description:
          'The password needs at least 8 characters and must not be easy to guess (zxcvbn scores it 3 or more, and it is no common password).',
        protect: false,
        successDescription: 'Created and signed in',
        errorResponses: {
          400: 'Invalid input, or a password too easy to guess (in "errors.password")',
          409: 'Username taken',
          429: 'Too many accounts created from this address',
        },
      },
    })
    .input(registrationSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => register(ctx, input)),

  logout: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/logout',
        tags,
        summary: 'Sign out; the session is deleted on the server',
        protect: false,
      },
    })
    .input(ignoredInput)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx }) => {
      await ctx.session.signOut();
      return { message: 'Logged out' };
    }),
});
