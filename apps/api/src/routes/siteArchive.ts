import fastifyMultipart from '@fastify/multipart';
import { FILES_DELETED_CHANNEL, type Orm } from '@studio/db';
import {
  ArchiveInvalid,
  archiveFilename,
  archiveLines,
  exportDatabase,
  importIntoDatabase,
  SiteNotEmpty,
} from '@studio/db/site-archive';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { CONTENT_CHANGED_CHANNEL } from '../cache/contentChangeListener';
import { adminOnly } from '../sessions/adminOnly';

/** An archive holds every stored file: this is a bound on a whole site, not on one file. */
export const ARCHIVE_MAX_BYTES = 16 * 1024 ** 3;
const MISSING_ARCHIVE_MESSAGE = 'Send the archive as multipart/form-data in a field named "file".';
const TOO_LARGE_MESSAGE = 'The archive is larger than a site archive can be.';

function refuse(reply: FastifyReply, status: number, message: string) {
  // The rest of the upload is not wanted: close the connection rather than read it all.
  return reply.code(status).header('connection', 'close').send({ message });
}

/**
 * GET /api/admin/export: the whole site as one archive, streamed as it is read. POST /api/admin/import
 * (`?replace=true` to overwrite a site with content): an archive in the multipart field "file", streamed into
 * one transaction. Admins only.
 */
export const siteArchiveRoutes: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  const databaseUrl = orm.config.get('clientUrl')!;
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 2, parts: 3, fileSize: ARCHIVE_MAX_BYTES },
  });

  app.get('/api/admin/export', async (request, reply) => {
    if (!(await adminOnly(request, reply, orm))) return reply;
    const archive = createGzip();
    pipeline(Readable.from(exportDatabase(databaseUrl)), archive).catch((error: unknown) => {
      request.log.error({ err: error }, 'The export stopped before its end');
    });
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${archiveFilename()}"`)
      .header('cache-control', 'no-store')
      .send(archive);
  });

  app.post<{ Querystring: { replace?: string } }>('/api/admin/import', async (request, reply) => {
    if (!(await adminOnly(request, reply, orm))) return reply;
    if (!request.isMultipart()) return refuse(reply, 415, MISSING_ARCHIVE_MESSAGE);
    const part = await request.file().catch(() => undefined);
    if (!part || part.fieldname !== 'file') return refuse(reply, 400, MISSING_ARCHIVE_MESSAGE);
    try {
      const tables = await importIntoDatabase(databaseUrl, archiveLines(part.file), {
        replace: request.query.replace === 'true',
        notifyChannel: CONTENT_CHANGED_CHANNEL,
        filesDeletedChannel: FILES_DELETED_CHANNEL,
      });
      request.log.info({ tables }, 'Site archive imported');
      return { message: 'Imported', tables };
    } catch (error) {
      if (part.file.truncated) return refuse(reply, 413, TOO_LARGE_MESSAGE);
      if (error instanceof ArchiveInvalid) return refuse(reply, 400, error.message);
      if (error instanceof SiteNotEmpty) return refuse(reply, 409, error.message);
      throw error;
    }
  });
};
