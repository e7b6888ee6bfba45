import { RequestContext } from '@mikro-orm/core';
import type { Orm } from '@studio/db';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

/** Every request gets its own MikroORM identity map, for tRPC and REST alike (orm.em.getContext()). */
const requestContextPlugin: FastifyPluginCallback<{ orm: Orm }> = (app, { orm }, done) => {
  app.addHook('onRequest', (_request, _reply, next) => RequestContext.create(orm.em, next));
  done();
};

export const requestContext = fp(requestContextPlugin, { name: 'request-context' });
