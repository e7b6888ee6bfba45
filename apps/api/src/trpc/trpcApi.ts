import { appRouter } from '@studio/router';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { percentDecoded } from '@studio/core/percentDecoded';
import type { FastifyPluginAsync } from 'fastify';
import { JSON_ONLY_MESSAGE } from '../plugins/jsonBodies';
import type { CreateContext } from './createContext';
import { logProcedureError } from './procedureErrors';

const MALFORMED_PATH_MESSAGE = 'The procedure names are not a valid percent-encoded path.';

/** The typed API of the website at /trpc. */
export const trpcApi: FastifyPluginAsync<{ createContext: CreateContext }> = async (
  app,
  { createContext },
) => {
  // The adapter also takes multipart and binary bodies, which a form on another site can send: JSON only.
  app.addHook('onRequest', async (request, reply) => {
    // Fastify hands the procedure names over decoded once and the adapter decodes them again, so a path
    // such as /trpc/%25 (`%` after the first decoding) would make it throw.
    const { path = '' } = request.params as { path?: string };
    if (percentDecoded(path) === null) {
      return reply.code(400).send({ message: MALFORMED_PATH_MESSAGE });
    }
    if (request.method === 'GET') return;
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.code(415).send({ message: JSON_ONLY_MESSAGE });
    }
  });

  // Calls of procedures whose meta says `cached` may be kept (contentCacheKey tells which).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, contentCache: 'shared' };
  });

  // An empty JSON body says "no input", as on the REST API; tRPC would fail to parse it. Given as an empty
  // batch, or a null input that procedures without input ignore.
  app.addHook('preHandler', async (request) => {
    if (request.body !== '') return;
    const { batch } = request.query as { batch?: string };
    request.body = batch === '1' ? '{}' : 'null';
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: logProcedureError,
      // A call's private headers (meta.privateAnswer) cover the whole answer, batched with others or not.
      responseMeta: ({ ctx, errors }) =>
        errors.length || !ctx?.answer?.headers ? {} : { headers: ctx.answer.headers },
    },
  } satisfies FastifyTRPCPluginOptions<typeof appRouter>);
};
