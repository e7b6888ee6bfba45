import fastifyMultipart from '@fastify/multipart';
import { DomainError } from '@studio/core';
import { FILES_DELETED_CHANNEL, type Orm } from '@studio/db';
import { SURROGATE_KEYS } from '@studio/schemas';
import {
  ArchiveInvalid,
  archiveFilename,
  archiveLines,
  exportDatabase,
  importIntoDatabase,
  SiteNotEmpty,
} from '@studio/site-archive';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { CONTENT_CHANGED_CHANNEL } from '../cache/contentChangeListener';
import { accessCheck } from './declaredRoute';
import { exportDeclaration, importDeclaration } from './siteArchiveDeclarations';

/** An archive holds every stored file: this is a bound on a whole site, not on one file. */
export const ARCHIVE_MAX_BYTES = 16 * 1024 ** 3;
const MISSING_ARCHIVE_MESSAGE = 'Send the archive as multipart/form-data in a field named "file".';
const TOO_LARGE_MESSAGE = 'The archive is larger than a site archive can be.';

function refusal(reply: FastifyReply, error: DomainError): DomainError {
  // The rest of the upload is not wanted: close the connection rather than read it all.
  reply.header('connection', 'close');
  return error;
}

/** What went wrong with an import, said as a refusal when it was the archive's or the site's doing. */
function importRefusal(error: unknown, truncated: boolean): unknown {
  if (truncated) return new DomainError('too-large', TOO_LARGE_MESSAGE);
  if (error instanceof ArchiveInvalid) return new DomainError('invalid', error.message);
  if (error instanceof SiteNotEmpty) return new DomainError('conflict', error.message);
  return error;
}

/**
 * GET /api/admin/export (`?subscribers=true` for the mailing lists' subscribers too): the whole site as one
 * archive, streamed as it is read. POST /api/admin/import (`?replace=true` to overwrite a site with content,
 * `?accounts=true` to add the archive's accounts too, `?subscribers=true` to take its subscribers): an archive
 * in the multipart field "file", checked and streamed into one transaction. Admins only.
 */
export const siteArchiveRoutes: FastifyPluginAsync<{
  orm: Orm;
  notifyContentChanged(): Promise<void>;
}> = async (app, { orm, notifyContentChanged }) => {
  const databaseUrl = orm.config.get('clientUrl')!;
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 2, parts: 3, fileSize: ARCHIVE_MAX_BYTES },
  });

  app.route<{ Querystring: { subscribers?: string } }>({
    method: exportDeclaration.method,
    url: exportDeclaration.url,
    preHandler: accessCheck(exportDeclaration, orm),
    handler: async (request, reply) => {
      const archive = createGzip();
      const subscribers = request.query.subscribers === 'true';
      pipeline(Readable.from(exportDatabase(databaseUrl, { subscribers })), archive).catch(
        (error: unknown) => {
          request.log.error({ err: error }, 'The export stopped before its end');
        },
      );
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${archiveFilename()}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  });

  app.route<{ Querystring: { replace?: string; accounts?: string; subscribers?: string } }>({
    method: importDeclaration.method,
    url: importDeclaration.url,
    preHandler: accessCheck(importDeclaration, orm),
    handler: async (request, reply) => {
      const missing = () => refusal(reply, new DomainError('invalid', MISSING_ARCHIVE_MESSAGE));
      if (!request.isMultipart()) {
        throw refusal(reply, new DomainError('unsupported-media-type', MISSING_ARCHIVE_MESSAGE));
      }
      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== 'file') throw missing();
      try {
        const imported = await importIntoDatabase(databaseUrl, archiveLines(part.file), {
          replace: request.query.replace === 'true',
          accounts: request.query.accounts === 'true',
          subscribers: request.query.subscribers === 'true',
          notifyChannel: CONTENT_CHANGED_CHANNEL,
          filesDeletedChannel: FILES_DELETED_CHANNEL,
          // Every answer may have changed: the shared caches drop them all.
          cachePurgeKeys: [SURROGATE_KEYS.site],
        });
        request.log.info(imported, 'Site archive imported');
        // Delivers the purge the import queued, before the admin hears it is done.
        await notifyContentChanged();
        return { message: 'Imported', ...imported };
      } catch (error) {
        const refused = importRefusal(error, part.file.truncated);
        throw refused instanceof DomainError ? refusal(reply, refused) : refused;
      }
    },
  });
};
