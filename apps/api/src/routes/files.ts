import { FILES_DELETED_CHANNEL, readStoredFile, type Orm } from '@studio/db';
import { FILE_NOT_FOUND_MESSAGE, INVALID_IMAGE_WIDTH_MESSAGE } from '@studio/schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import {
  listenForContentChanges,
  type ContentChangeListener,
} from '../cache/contentChangeListener';
import { parseByteRange } from '../files/byteRange';
import { etagMatches, strongEtag } from '../files/etag';
import { fileRepresentations, type Representation } from '../files/fileRepresentations';
import type { HotFileCache } from '../files/hotFileCache';
import { parseImageWidth } from '../files/imageWidth';

/** Uploaded files (an SVG above all) must never run script or style the site's origin when opened directly. */
export const UPLOADED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

// A file's URL names its content (a new upload gets a new id), so it never changes.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

type FileRequest = FastifyRequest<{ Params: { id: string }; Querystring: { w?: unknown } }>;

interface FilesOptions {
  orm: Orm;
  /** Small files and variants in memory; emptied of a file when any instance deletes it. */
  cache: HotFileCache;
}

/**
 * GET/HEAD /api/files/{id}[/{name}][?w=N]: the stored bytes with caching and byte ranges; with w, an image
 * resized to that width (at most its own) in the best format the request's Accept takes.
 */
export const filesRoutes: FastifyPluginAsync<FilesOptions> = async (app, { orm, cache }) => {
  const representations = fileRepresentations(orm, cache, app.log);
  let deletions: ContentChangeListener | null = null;

  function send(request: FileRequest, reply: FastifyReply, representation: Representation) {
    const { mimetype, filename } = representation.file;
    const [size, etag] =
      representation.kind === 'memory'
        ? [representation.file.body.length, representation.file.etag]
        : [representation.file.size, strongEtag(representation.file.sha256)];
    reply
      .header('etag', etag)
      .header('cache-control', CACHE_FOREVER)
      .header('accept-ranges', 'bytes')
      .header('content-security-policy', UPLOADED_FILE_POLICY);
    if (request.query.w !== undefined) reply.header('vary', 'Accept');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const ifRange = request.headers['if-range'];
    const range =
      ifRange && ifRange !== etag
        ? ({ kind: 'whole' } as const)
        : parseByteRange(request.headers.range, size);
    if (range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${size}`)
        .send({ message: 'The requested range is outside the file.' });
    }
    const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
    if (range.kind === 'partial') {
      reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    }
    reply
      .type(mimetype)
      .header('content-length', end - start + 1)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(filename)}`);
    if (request.method === 'HEAD') return reply.send();
    if (representation.kind === 'memory') {
      return reply.send(representation.file.body.subarray(start, end + 1));
    }
    // The body streams after the handler returns, so it reads through an entity manager of its own.
    return reply.send(
      Readable.from(readStoredFile(orm.em.fork(), representation.file, start, end)),
    );
  }

  async function serveFile(request: FileRequest, reply: FastifyReply) {
    const { id } = request.params;
    const { w } = request.query;
    let representation: Representation | null;
    if (w === undefined) {
      representation = await representations.original(id);
    } else {
      const width = parseImageWidth(w);
      if (width === null) return reply.code(400).send({ message: INVALID_IMAGE_WIDTH_MESSAGE });
      representation = await representations.variant(id, width, request.headers.accept);
    }
    if (!representation) return reply.code(404).send({ message: FILE_NOT_FOUND_MESSAGE });
    return send(request, reply, representation);
  }

  for (const url of ['/api/files/:id', '/api/files/:id/:name']) {
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
