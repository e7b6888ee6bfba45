import type { Readable } from 'node:stream';
import { invalidFields } from '@studio/core';
import { fastlaneExport } from '@studio/core/services/fastlane/fastlaneExport';
import type { FastlaneMetadata } from '@studio/core/services/fastlane/fastlaneMetadata';
import type { Orm } from '@studio/db';
import { appIdParamSchema, fieldErrors } from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import { binarySchema } from '../openapi/fileBodies';
import type { SiteOrigin } from '../web/siteOrigin';
import { accessCheck, type RouteDeclaration } from './declaredRoute';

/** Where the export lists the texts it had to cut; present only when it cut some. */
export const FASTLANE_WARNINGS_FILE = 'fastlane/WARNINGS.txt';
/** How many texts were cut, so that a script sees it without opening the ZIP. */
export const FASTLANE_WARNINGS_HEADER = 'x-fastlane-warnings';

export const fastlaneZipDeclaration: RouteDeclaration = {
  method: 'GET',
  url: '/api/admin/apps/:id/fastlane.zip',
  access: 'admin',
  openapi: {
    tags: ['Admin: apps'],
    summary: "Download the app's store texts as fastlane metadata",
    description:
      "A ZIP of fastlane/metadata/<App Store locale>/ (deliver: name, subtitle, description, keywords, promotional_text, release_notes, privacy_url, support_url, marketing_url) and fastlane/metadata/android/<Google Play locale>/ (supply: title, short_description, full_description, video, changelogs/<versionCode>), one folder per language of the site; an empty text has no file. A text over a store's limit is cut to it and listed in fastlane/WARNINGS.txt, and the X-Fastlane-Warnings header counts them.",
    requestParams: { path: appIdParamSchema },
    responses: {
      '200': {
        description: 'The folders, as an attachment named {slug}-fastlane.zip',
        headers: z.object({
          'X-Fastlane-Warnings': z.string().describe('How many texts were cut to a store’s limit'),
        }),
        content: { 'application/zip': { schema: binarySchema } },
      },
    },
    errors: { 404: 'No such app' },
  },
};

/** The files, and the warnings when there are any, as a ZIP streamed while yazl writes it. */
function zipOf({ files, warnings }: FastlaneMetadata, mtime: Date): Readable {
  const zip = new ZipFile();
  for (const { path, text } of files) zip.addBuffer(Buffer.from(text), path, { mtime });
  if (warnings.length > 0) {
    zip.addBuffer(Buffer.from(`${warnings.join('\n')}\n`), FASTLANE_WARNINGS_FILE, { mtime });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** GET /api/admin/apps/{id}/fastlane.zip: the app's store listings, for fastlane to upload. */
export const fastlaneZipRoute: FastifyPluginAsync<{ orm: Orm; siteOrigin: SiteOrigin }> = async (
  app,
  { orm, siteOrigin },
) => {
  app.route({
    method: fastlaneZipDeclaration.method,
    url: fastlaneZipDeclaration.url,
    preHandler: accessCheck(fastlaneZipDeclaration, orm),
    handler: async (request, reply) => {
      const params = appIdParamSchema.safeParse(request.params);
      if (!params.success) throw invalidFields(fieldErrors(params.error.issues));
      const { slug, updatedAt, metadata } = await fastlaneExport(
        orm.em.getContext(),
        params.data.id,
        siteOrigin.value,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${slug}-fastlane.zip"`)
        .header('cache-control', 'private, no-store')
        .header(FASTLANE_WARNINGS_HEADER, String(metadata.warnings.length))
        .send(zipOf(metadata, updatedAt));
    },
  });
};
