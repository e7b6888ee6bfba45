import { TRPCError } from '@trpc/server';
import { t } from './trpc';

export const NOT_AUTHENTICATED = 'Not authenticated';
export const NOT_ADMIN = 'Admin access required';

export const publicProcedure = t.procedure;

/** Every call of a signed-in user: 401 signed out. */
export const signedInProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_AUTHENTICATED });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Every admin call: 401 signed out, 403 signed in without isAdmin. */
export const adminProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: NOT_ADMIN });
  return next({ ctx });
});
