import type { Orm } from '@studio/db';
import { appleAppSiteAssociation, assetLinks } from '@studio/core/services/deepLinkFiles';
import { SURROGATE_KEYS } from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The deep-link association files, generated from the apps' deep-link settings. Apple fetches its file
 * without a file extension and follows no redirect, so both are answered directly with 200 and JSON.
 */
export const wellKnownRoutes: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  const cached = {
    config: { contentCache: 'shared', surrogateKeys: [SURROGATE_KEYS.apps] },
  } as const;
  app.get('/.well-known/apple-app-site-association', cached, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await appleAppSiteAssociation(orm.em.getContext()))),
  );
  app.get('/.well-known/assetlinks.json', cached, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await assetLinks(orm.em.getContext()))),
  );
};
