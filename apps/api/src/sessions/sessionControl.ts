import type { SessionControl } from '@studio/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from './sessionCookie';
import { currentMinute } from './sessionData';

/** The router's view of one request's session, on top of @fastify/session. */
export function sessionControl(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'https'>,
): SessionControl {
  return {
    get id() {
      return (request.session as FastifyRequest['session'] | null)?.sessionId ?? null;
    },
    get userId() {
      // destroy() leaves no session on the request.
      return (request.session as FastifyRequest['session'] | null)?.userId ?? null;
    },

    async signIn(userId) {
      // A new id at sign-in (the old one is deleted from the store), so a planted id is worthless.
      await request.session.regenerate();
      request.session.userId = userId;
      request.session.signedInAt = Date.now();
      request.session.activeMinute = currentMinute();
    },

    async signOut() {
      await (request.session as FastifyRequest['session'] | null)?.destroy();
      reply.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions(config));
    },
  };
}
