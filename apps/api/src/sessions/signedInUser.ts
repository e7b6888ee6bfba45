import type { Orm } from '@studio/db';
import { findUser } from '@studio/core/services/accounts/users/users';
import type { FastifyRequest } from 'fastify';
import './sessionData';

/**
 * The signed-in user of a request: null without a session, or when its account was deleted. Routes
 * outside the sessions plugin (rendered pages) have no session at all: their visitor is anonymous.
 */
export async function signedInUser(request: FastifyRequest, orm: Orm) {
  const userId = (request.session as FastifyRequest['session'] | undefined)?.userId;
  return userId === undefined ? null : findUser(orm.em.getContext(), userId);
}
