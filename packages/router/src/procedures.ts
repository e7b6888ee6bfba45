import { requireAdmin, requireSignedIn } from '@studio/core';
import { trpcErrorOf } from './domainErrors';
import { PRIVATE_ANSWER_HEADERS, t } from './trpc';

/**
 * Every procedure: a service's refusal (a domain error) or a database outage becomes the tRPC error of its
 * kind, and a success notes the status and headers its meta declares for the transport.
 */
const procedure = t.procedure.use(async ({ ctx, meta, next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = trpcErrorOf(result.error.cause);
    if (mapped) throw mapped;
  } else if (ctx.answer) {
    if (meta?.successStatus) ctx.answer.status = meta.successStatus;
    if (meta?.privateAnswer) ctx.answer.headers = PRIVATE_ANSWER_HEADERS;
  }
  return result;
});

export const publicProcedure = procedure.meta({ access: 'public' });

/** Every call of a signed-in user: 401 signed out. */
export const signedInProcedure = procedure
  .meta({ access: 'signedIn' })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, user: requireSignedIn(ctx.user) } }));

/** Every admin call: 401 signed out, 403 signed in without isAdmin. */
export const adminProcedure = procedure
  .meta({ access: 'admin' })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, user: requireAdmin(ctx.user) } }));
