import {
  endOtherSessions,
  endSession,
  listSessions,
} from '@studio/core/services/accounts/sessions/accountSessions';
import { accountSessionIdSchema, accountSessionSchema, endedSessionsSchema } from '@studio/schemas';
import { z } from 'zod';
import { signedInProcedure } from '../procedures';
import { t } from '../trpc';

const tags = ['Account: sessions'];

/** Where the signed-in user is signed in, and signing out there. */
export const accountSessionsRouter = t.router({
  list: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/account/sessions',
        tags,
        summary: 'Your sessions, the most recently used first',
      },
    })
    .input(z.void())
    .output(z.array(accountSessionSchema))
    .query(({ ctx }) => listSessions(ctx)),

  end: signedInProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/account/sessions/{id}',
        tags,
        summary: 'Sign out one of your sessions (this one too)',
        errorResponses: { 404: 'No such session of yours' },
      },
    })
    .input(accountSessionIdSchema)
    .output(endedSessionsSchema)
    .mutation(({ ctx, input }) => endSession(ctx, input)),

  endOthers: signedInProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/account/sessions',
        tags,
        summary: 'Sign out every session of yours but this one',
      },
    })
    .input(z.void())
    .output(endedSessionsSchema)
    .mutation(({ ctx }) => endOtherSessions(ctx)),
});
