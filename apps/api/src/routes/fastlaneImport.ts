import fastifyMultipart from '@fastify/multipart';
import { DomainError, invalidFields } from '@studio/core';
import { importFastlane } from '@studio/core/services/fastlane/fastlaneImport';
import { isMetadataText } from '@studio/core/services/fastlane/metadataFiles';
import type { Orm } from '@studio/db';
import {
  appIdParamSchema,
  FASTLANE_IMPORT_LIMITS,
  FASTLANE_IMPORT_MESSAGES,
  fastlaneImportQuerySchema,
  fastlaneImportSchema,
  fieldErrors,
  MEGABYTE,
} from '@studio/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { safeUnzip } from '../files/safeUnzip';
import { unreadableUpload } from '../files/uploadedBytes';
import { multipartFileBody } from '../openapi/fileBodies';
import type { CreateContext } from '../trpc/createContext';
import { accessCheck, type RouteDeclaration } from './declaredRoute';

const limits = FASTLANE_IMPORT_LIMITS;
const messages = FASTLANE_IMPORT_MESSAGES;

export const fastlaneImportDeclaration: RouteDeclaration = {
  method: 'POST',
  url: '/api/admin/apps/:id/fastlane',
  access: 'admin',
  openapi: {
    tags: ['Admin: apps'],
    summary: "Import the app's store texts from fastlane metadata",
    description: [
      'A ZIP in the multipart field "file": the export of GET /api/admin/apps/{id}/fastlane.zip, or the same folder zipped from a repository, with fastlane/metadata/ at its top, under one folder (myrepo/fastlane/metadata/), or metadata/ itself.',
      "Each store locale folder is the site language the export names it after (App Store en-US, de-DE, ja, zh-Hans; Google Play en-US, de-DE, ja-JP, zh-CN; …). The default language's folders set the app's fields; another language's set the app's translation there (other translated fields kept). deliver's name, subtitle, description, keywords, promotional_text, support_url and marketing_url, and supply's title (the name), short_description and full_description (the description) are read; release_notes.txt sets the latest release's notes and changelogs/<versionCode>.txt the notes of the release with that versionCode, in the default language only (releases have no translations). privacy_url.txt and video.txt are worked out by the site and ignored; so are empty files, other files, and folders of store locales the site has no language for, each listed in `ignored` with the reason. A trailing line end is not part of a text.",
      "A file that holds the site's text, or the site's text cut to the store's limit (as the export cut it), changes nothing: a round trip answers no changes. Where the App Store's and Google Play's files of one field (name.txt and title.txt, description.txt and full_description.txt, release_notes.txt and the latest release's changelog) give two different new texts, neither is taken: the field is listed in `conflicts` and keeps its text.",
      'With dryRun=true nothing is saved; otherwise every change is saved in one transaction through the saves the admin area uses (the app, its translations, its releases: their rules, revisions and activity events), or none is. A text those rules refuse is a 400 whose errors are keyed by the file path.',
      `Refused with 400: not a ZIP or damaged, an entry name that is absolute or holds ".." or a backslash, more than ${limits.entries} entries, one text file inflating to more than ${limits.fileBytes / MEGABYTE} MB or the text files together to more than ${limits.totalBytes / MEGABYTE} MB (counted while inflating). An upload over ${limits.uploadBytes / MEGABYTE} MB is a 413.`,
    ].join('\n\n'),
    requestParams: { path: appIdParamSchema, query: fastlaneImportQuerySchema },
    requestBody: multipartFileBody,
    responses: {
      '200': {
        description:
          'What changed (or, in a dry run, would change), the conflicts and the files ignored',
        content: { 'application/json': { schema: fastlaneImportSchema } },
      },
    },
    errors: {
      400: 'No file in the field "file"; a broken or hostile ZIP; a text the app’s rules refuse (errors keyed by file path)',
      404: 'No such app',
      413: `The ZIP is larger than ${limits.uploadBytes / MEGABYTE} MB`,
      415: 'Not a multipart/form-data body',
    },
  },
};

/** The uploaded ZIP's bytes; a missing, malformed or oversized upload is refused. */
async function uploadedZip(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new DomainError('unsupported-media-type', messages.missingFile);
  }
  const part = await request.file().catch((error: unknown) => {
    throw unreadableUpload(error);
  });
  if (!part || part.fieldname !== 'file') throw new DomainError('invalid', messages.missingFile);
  return part.toBuffer().catch((error: unknown) => {
    const refusal = unreadableUpload(error);
    throw refusal.kind === 'too-large' ? new DomainError('too-large', messages.tooLarge) : refusal;
  });
}

/**
 * POST /api/admin/apps/{id}/fastlane (admins only): the app's store texts from fastlane's metadata files
 * (`?dryRun=true` to see what would change). The ZIP is read here, safely; what its texts change is
 * @studio/core's services/fastlane.
 */
export const fastlaneImportRoute: FastifyPluginAsync<{
  orm: Orm;
  createContext: CreateContext;
}> = async (app, { orm, createContext }) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 1, parts: 2, fileSize: limits.uploadBytes },
  });

  const { method, url } = fastlaneImportDeclaration;
  app.route({
    method,
    url,
    preHandler: accessCheck(fastlaneImportDeclaration, orm),
    handler: async (request, reply) => {
      const params = appIdParamSchema.safeParse(request.params);
      if (!params.success) throw invalidFields(fieldErrors(params.error.issues));
      const query = fastlaneImportQuerySchema.safeParse(request.query);
      if (!query.success) throw invalidFields(fieldErrors(query.error.issues));
      try {
        const files = await safeUnzip(await uploadedZip(request), isMetadataText);
        const ctx = await createContext({ req: request, res: reply });
        return await importFastlane({ ...ctx, user: request.admin! }, params.data.id, files, {
          dryRun: query.data.dryRun === 'true',
        });
      } catch (error) {
        // The rest of a refused upload is not wanted: close the connection rather than read it all.
        if (error instanceof DomainError) reply.header('connection', 'close');
        throw error;
      }
    },
  });
};
