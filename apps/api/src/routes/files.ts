import { FILES_DELETED_CHANNEL, type Orm } from '@studio/db';
import { FILE_NOT_FOUND_MESSAGE, INVALID_IMAGE_WIDTH_MESSAGE } from '@studio/schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  listenForContentChanges,
  type ContentChangeListener,
} from '../cache/contentChangeListener';
import { fileRepresentations } from '../files/fileRepresentations';
import type { HotFileCache } from '../files/hotFileCache';
import { parseImageWidth } from '../files/imageWidth';
import { sendRepresentation } from '../files/sendRepresentation';

export type FileRequest = FastifyRequest<{
  Params: { id: string };
  Querystring: { w?: unknown };
}>;

/** The paths files are served at; the hot-file answers hook knows them too. */
export const FILE_ROUTES = ['/api/files/:id', '/api/files/:id/:name'];

interface FilesOptions {
  orm: Orm;
  /** Small files and variants in memory; emptied of a file when any instance deletes it. */
  cache: HotFileCache;
}

/**
 * GET/HEAD /api/files/{id}[/{name}][?w=N]: the stored bytes with caching and byte ranges; with w, an image
 * resized to that width (at most its own) in the best format the request's Accept takes. What the hot-file
 * cache holds was answered before this (hotFileAnswers); this finds the rest.
 */
export const filesRoutes: FastifyPluginAsync<FilesOptions> = async (app, { orm, cache }) => {
  const representations = fileRepresentations(orm, cache, app.log);
  let deletions: ContentChangeListener | null = null;

  async function serveFile(request: FileRequest, reply: FastifyReply) {
    const { id } = request.params;
    const { w } = request.query;
    if (w === undefined) {
      const original = await representations.original(id);
      if (!original) return reply.code(404).send({ message: FILE_NOT_FOUND_MESSAGE });
      return sendRepresentation(request, reply, original, false);
    }
    const width = parseImageWidth(w);
    if (width === null) return reply.code(400).send({ message: INVALID_IMAGE_WIDTH_MESSAGE });
    const variant = await representations.variant(id, width, request.headers.accept);
    if (!variant) return reply.code(404).send({ message: FILE_NOT_FOUND_MESSAGE });
    return sendRepresentation(request, reply, variant, true);
  }

  for (const url of FILE_ROUTES) {
    app.route({ method: ['GET', 'HEAD'], url, handler: serveFile });
  }

  app.addHook('onReady', async () => {
    deletions = listenForContentChanges({
      connectionString: orm.config.get('clientUrl')!,
      log: app.log,
      channel: FILES_DELETED_CHANNEL,
      onChange: (fileId) => fileId && cache.evictFile(fileId),
      onListening: (listening) => cache.setEnabled(listening),
    });
  });
  app.addHook('onClose', async () => {
    await deletions?.close();
  });
};
