import { credentialsSchema, registrationSchema, userSchema } from '@studio/schemas';
import { z } from 'zod';
import { NOT_AUTHENTICATED, requireSignedIn } from '@studio/core';
import { publicProcedure } from '../procedures';
import { logIn, register } from '@studio/core/services/users';
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
        protect: false,
        errorResponses: {
          401: 'Wrong username or password',
          429: 'Too many failed attempts from this address or for this username',
        },
      },
    })
    .input(credentialsSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => logIn(ctx, input)),

  register: publicProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/register',
        tags,
        summary: 'Create an account (never an admin) and sign in',
        protect: false,
        successDescription: 'Created and signed in',
        errorResponses: {
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
