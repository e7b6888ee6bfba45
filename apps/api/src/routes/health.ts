import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RouteDeclaration } from './declaredRoute';

// A health check must answer even while the database hangs.
const CHECK_TIMEOUT_MS = 3000;

/** Resolves when the database answers `select 1`; rejects when it fails or takes too long. */
async function checkDatabase(orm: Orm): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Database check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([orm.em.getConnection().execute('select 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthDeclaration: RouteDeclaration = {
  method: 'GET',
  url: '/api/health',
  access: 'public',
  // It answers 503 by itself, with its own body, when the database does not.
  withoutDatabase: true,
  openapi: {
    tags: ['Health'],
    summary: 'Whether the server and its database answer',
    responses: {
      '200': {
        description: 'Up',
        content: {
          'application/json': {
            schema: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          },
        },
      },
      '503': {
        description: 'The database does not answer',
        content: {
          'application/json': {
            schema: z.object({ status: z.literal('error'), database: z.literal('down') }),
          },
        },
      },
    },
    errors: {},
  },
};

/** GET /api/health: 200 when the database answers `select 1`, else 503. */
export const healthRoute: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  const { method, url } = healthDeclaration;
  app.route({
    method,
    url,
    handler: async (request, reply) => {
      try {
        await checkDatabase(orm);
        return { status: 'ok', database: 'up' };
      } catch (error) {
        app.databaseOutage.report(request.log, error);
        return reply.code(503).send({ status: 'error', database: 'down' });
      }
    },
  });
};
