import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many uploads (multipart requests) are still being received or answered. */
    uploadsInFlight(): number;
  }
}

/**
 * Once the server is closing, every answer says `Connection: close`, so that a keep-alive connection ends with
 * the request it is serving instead of idling until its timeout. Keeps count of uploads in flight, which
 * shutting down waits a while longer for.
 */
const gracefulClosePlugin: FastifyPluginCallback = (app, _options, done) => {
  let closing = false;
  const uploads = new Set<IncomingMessage>();

  app.decorate('uploadsInFlight', () => uploads.size);
  app.addHook('onRequest', (request, reply, next) => {
    if (request.headers['content-type']?.startsWith('multipart/form-data')) {
      uploads.add(request.raw);
      reply.raw.once('close', () => uploads.delete(request.raw));
    }
    next();
  });
  app.addHook('onSend', (_request, reply, payload, next) => {
    if (closing) reply.header('connection', 'close');
    next(null, payload);
  });
  app.addHook('preClose', (next) => {
    closing = true;
    next();
  });
  done();
};

export const gracefulClose = fp(gracefulClosePlugin, { name: 'graceful-close' });
