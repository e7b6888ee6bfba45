import type { Orm } from '@studio/db';
import { readAppAdsTxt } from '@studio/core/services/appAdsTxt';
import type { FastifyPluginAsync } from 'fastify';

/** GET /app-ads.txt: the file the admin saved, for ad networks to check; 404 while it is empty. */
export const appAdsTxtRoute: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  app.get('/app-ads.txt', { config: { contentCache: 'shared' } }, async (_request, reply) => {
    const { content } = await readAppAdsTxt(orm.em.getContext());
    if (!content.trim()) return reply.callNotFound();
    return reply.type('text/plain; charset=utf-8').send(content);
  });
};
