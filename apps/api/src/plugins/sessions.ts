import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import { PostgresSessionStore } from '../sessions/postgresSessionStore';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from '../sessions/sessionCookie';
import { currentMinute } from '../sessions/sessionData';

interface SessionsOptions {
  config: Pick<Config, 'https' | 'sessionIdleMinutes' | 'sessionMaxHours'>;
  orm: Orm;
  secret: string;
}

const MINUTE_MS = 60_000;

/**
 * Cookie sessions kept in PostgreSQL. Nothing is stored for visitors who never sign in. A signed-in
 * session is rewritten at most once a minute, which moves its idle expiry on without a write per request.
 */
const sessionsPlugin: FastifyPluginAsync<SessionsOptions> = async (
  app,
  { config, orm, secret },
) => {
  const idleMs = config.sessionIdleMinutes * MINUTE_MS;
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret,
    cookieName: SESSION_COOKIE_NAME,
    store: new PostgresSessionStore(
      orm,
      { idleMs, maxMs: config.sessionMaxHours * 60 * MINUTE_MS },
      app.log,
    ),
    saveUninitialized: false,
    rolling: false,
    cookie: { ...sessionCookieOptions(config), maxAge: idleMs },
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const session = request.session;
    if (session.userId !== undefined) {
      const minute = currentMinute();
      if (session.activeMinute !== minute) session.activeMinute = minute;
    }
    done();
  });
};

export const sessions = fp(sessionsPlugin, { name: 'sessions' });
