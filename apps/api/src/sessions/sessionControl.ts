import { coarseAddress, type SessionControl } from '@studio/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../clientAddress/clientAddress';
import type { Config } from '../config/config';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from './sessionCookie';
import { currentMinute } from './sessionData';

/** The longest User-Agent kept of a session: enough to tell browsers apart. */
const USER_AGENT_CHARACTERS = 512;

/** The session of the request, or null once destroy() left none on it. */
const sessionOf = (request: FastifyRequest) =>
  request.session as FastifyRequest['session'] | null | undefined;

/** The router's view of one request's session, on top of @fastify/session. */
export function sessionControl(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'https'>,
): SessionControl {
  /** A new id (the old one is deleted from the store), so that an id planted before sign-in is worthless. */
  async function freshSession() {
    await request.session.regenerate();
    const userAgent = request.headers['user-agent'];
    if (userAgent) request.session.userAgent = userAgent.slice(0, USER_AGENT_CHARACTERS);
    const address = coarseAddress(clientAddress(request));
    if (address) request.session.address = address;
  }
  return {
    get id() {
      return sessionOf(request)?.sessionId ?? null;
    },
    get userId() {
      return sessionOf(request)?.userId ?? null;
    },
    get awaitingSecondFactor() {
      return sessionOf(request)?.secondFactor ?? null;
    },
    async signIn(userId) {
      await freshSession();
      request.session.userId = userId;
      request.session.signedInAt = Date.now();
      request.session.activeMinute = currentMinute();
    },
    async awaitSecondFactor(userId) {
      await freshSession();
      request.session.secondFactor = { userId, since: Date.now() };
    },
    async signOut() {
      await sessionOf(request)?.destroy();
      reply.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions(config));
    },
  };
}
