import type { Orm } from '@studio/db';
import { readAppAdsTxt } from '@studio/core/services/appAdsTxt';
import { SURROGATE_KEYS } from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';

/** GET /app-ads.txt: the file the admin saved, for ad networks to check; 404 while it is empty. */
export const appAdsTxtRoute: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  const cached = {
    config: { contentCache: 'shared', surrogateKeys: [SURROGATE_KEYS.settings] },
  } as const;
  app.get('/app-ads.txt', cached, async (_request, reply) => {
    const { content } = await readAppAdsTxt(orm.em.getContext());
    if (!content.trim()) return reply.callNotFound();
    return reply.type('text/plain; charset=utf-8').send(content);
  });
};
