import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_CACHE_CONTROL } from './sharedCaching';

/**
 * For the routes that read the session: an answer that says nothing of caching (an admin read, an account's,
 * an error), and any answer that sets a cookie, is for its one recipient: `private, no-store`, so no shared
 * cache keeps it and no other visitor gets it. Registered after the session plugin, whose cookie it sees.
 */
const privateAnswersPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onSend', (_request, reply, payload, next) => {
    if (reply.hasHeader('set-cookie') || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      reply.removeHeader('surrogate-key');
      reply.removeHeader('cache-tag');
    }
    next(null, payload);
  });
  done();
};

export const privateAnswers = fp(privateAnswersPlugin, { name: 'privateAnswers' });
