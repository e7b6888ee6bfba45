import type { Orm } from '@studio/db';
import { NOT_ADMIN, NOT_AUTHENTICATED } from '@studio/router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from './signedInUser';

/** For plain routes behind the admin check: the signed-in admin, or null once 401 or 403 has been sent. */
export async function adminOnly(request: FastifyRequest, reply: FastifyReply, orm: Orm) {
  const user = await signedInUser(request, orm);
  if (!user) {
    await reply.code(401).send({ message: NOT_AUTHENTICATED });
    return null;
  }
  if (!user.isAdmin) {
    await reply.code(403).send({ message: NOT_ADMIN });
    return null;
  }
  return user;
}
