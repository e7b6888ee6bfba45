import type { Orm } from '@studio/db';
import { findUser, type Context } from '@studio/router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { sessionControl } from '../sessions/sessionControl';
import '../sessions/sessionData';

export interface ContextDependencies {
  config: Pick<Config, 'https'>;
  orm: Orm;
  notifyContentChanged(): Promise<void>;
}

/** The signed-in user of a request: null without a session, or when its account was deleted. */
export async function signedInUser(request: FastifyRequest, orm: Orm) {
  const userId = request.session.userId;
  return userId === undefined ? null : findUser(orm.em.getContext(), userId);
}

/** Builds the router's context for one request; the same for /trpc and the REST API. */
export function contextFactory({ config, orm, notifyContentChanged }: ContextDependencies) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => ({
    // The request's own entity manager, from the RequestContext opened in onRequest.
    em: orm.em.getContext(),
    session: sessionControl(req, res, config),
    user: await signedInUser(req, orm),
    clientIp: req.ip,
    log: req.log,
    notifyContentChanged,
  });
}
