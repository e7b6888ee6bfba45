import { findStoredFile, readStoredFile, type Orm } from '@studio/db';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { parseByteRange } from '../files/byteRange';
import { etagMatches, strongEtag } from '../files/etag';

/** Uploaded files (an SVG above all) must never run script or style the site's origin when opened directly. */
export const UPLOADED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const FILE_NOT_FOUND_MESSAGE = 'File not found';
// A file's URL names its content (a new upload gets a new id), so it never changes.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

type FileRequest = FastifyRequest<{ Params: { id: string } }>;

/** GET/HEAD /api/files/{id}[/{name}]: the stored bytes, streamed, with caching and byte ranges. */
export const filesRoutes: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  async function serveFile(request: FileRequest, reply: FastifyReply) {
    // The body streams after the handler returns, so it reads through an entity manager of its own.
    const em = orm.em.fork();
    const file = await findStoredFile(em, request.params.id);
    if (!file) return reply.code(404).send({ message: FILE_NOT_FOUND_MESSAGE });

    const etag = strongEtag(file.sha256);
    reply
      .header('etag', etag)
      .header('cache-control', CACHE_FOREVER)
      .header('accept-ranges', 'bytes')
      .header('content-security-policy', UPLOADED_FILE_POLICY);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const ifRange = request.headers['if-range'];
    const range =
      ifRange && ifRange !== etag
        ? ({ kind: 'whole' } as const)
        : parseByteRange(request.headers.range, file.size);
    if (range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${file.size}`)
        .send({ message: 'The requested range is outside the file.' });
    }
    const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, file.size - 1];
    if (range.kind === 'partial') {
      reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
    }
    reply
      .type(file.mimetype)
      .header('content-length', end - start + 1)
      .header(
        'content-disposition',
        `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      );
    if (request.method === 'HEAD') return reply.send();
    return reply.send(Readable.from(readStoredFile(em, file, start, end)));
  }

  for (const url of ['/api/files/:id', '/api/files/:id/:name']) {
    app.route({ method: ['GET', 'HEAD'], url, handler: serveFile });
  }
};
