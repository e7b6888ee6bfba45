import { appRouter, type Context } from '@studio/router';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_ONLY_MESSAGE } from '../plugins/jsonBodies';
import { logProcedureError, outageStatus } from './procedureErrors';

interface TrpcApiOptions {
  createContext(options: { req: FastifyRequest; res: FastifyReply }): Promise<Context>;
}

/** The typed API of the website at /trpc. */
export const trpcApi: FastifyPluginAsync<TrpcApiOptions> = async (app, { createContext }) => {
  // The adapter also takes multipart and binary bodies, which a form on another site can send: JSON only.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET') return;
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.code(415).send({ message: JSON_ONLY_MESSAGE });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      responseMeta: ({ errors }) => outageStatus(errors) ?? {},
      onError: logProcedureError,
    },
  } satisfies FastifyTRPCPluginOptions<typeof appRouter>);
};
