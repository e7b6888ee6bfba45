import type { Orm } from '@studio/db';
import { pendingCachePurgeSchema } from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { pendingPurges } from '../cache/purges/pendingPurges';
import { accessCheck, type RouteDeclaration } from './declaredRoute';

export const cachePurgesDeclaration: RouteDeclaration = {
  method: 'GET',
  url: '/api/admin/cache/purges',
  access: 'admin',
  openapi: {
    tags: ['Admin: site'],
    summary: 'Purges a shared cache (CACHE_PURGE_URLS) has not had yet',
    description:
      'Empty while every cache answers. A cache that is down or unreachable keeps its purges here, each with the caches it still owes, the last error and its next try, until it takes them.',
    responses: {
      '200': {
        description: 'The failing purges, oldest first (at most 100)',
        content: { 'application/json': { schema: z.array(pendingCachePurgeSchema) } },
      },
    },
    errors: {},
  },
};

/** GET /api/admin/cache/purges: what the admin sees of a shared cache that misses its purges. */
export const cachePurgesRoute: FastifyPluginAsync<{ orm: Orm; urls: readonly string[] }> = async (
  app,
  { orm, urls },
) => {
  const { method, url } = cachePurgesDeclaration;
  app.route({
    method,
    url,
    preHandler: accessCheck(cachePurgesDeclaration, orm),
    handler: () => pendingPurges(orm.em.getContext(), urls),
  });
};
