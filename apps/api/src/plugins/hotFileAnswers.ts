import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { fileCacheKey } from '../files/fileCacheKey';
import type { HotFileCache } from '../files/hotFileCache';
import { parseImageWidth } from '../files/imageWidth';
import { sendRepresentation } from '../files/sendRepresentation';
import { FILE_ROUTES, type FileRequest } from '../routes/files';

/**
 * Answers file requests the hot-file cache holds before any other work (a database context, sessions):
 * files never change, so a copy in memory is the answer. Everything else goes on to the files route.
 */
const hotFileAnswersPlugin: FastifyPluginCallback<{ cache: HotFileCache }> = (
  app,
  { cache },
  done,
) => {
  app.addHook('onRequest', (request, reply, next) => {
    if (
      !request.url.startsWith('/api/files/') ||
      !FILE_ROUTES.includes(request.routeOptions.url!)
    ) {
      return next();
    }
    const { params, query, headers } = request as FileRequest;
    const width = query.w === undefined ? null : parseImageWidth(query.w);
    if (query.w !== undefined && width === null) return next();
    const file = cache.get(fileCacheKey(params.id, width, headers.accept));
    if (!file) return next();
    sendRepresentation(request, reply, { kind: 'memory', file }, width !== null);
  });
  done();
};

export const hotFileAnswers = fp(hotFileAnswersPlugin, { name: 'hot-file-answers' });
