import { invalidFields } from '@studio/core';
import { appPrivacyDetailsJson } from '@studio/core/services/privacy/appPrivacyDetails';
import { dataSafetyCsv } from '@studio/core/services/privacy/dataSafetyCsv';
import { privacyExport, type PrivacyExport } from '@studio/core/services/privacy/privacyExport';
import type { Orm } from '@studio/db';
import { appIdParamSchema, fieldErrors } from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SiteOrigin } from '../web/siteOrigin';
import { accessCheck, type RouteDeclaration } from './declaredRoute';

const errors = { 404: 'No such app, or the app has no privacy declaration yet' };

export const appPrivacyDetailsDeclaration: RouteDeclaration = {
  method: 'GET',
  url: '/api/admin/apps/:id/app_privacy_details.json',
  access: 'admin',
  openapi: {
    tags: ['Admin: apps'],
    summary: "Download the app's privacy declaration for fastlane (App Store)",
    description:
      'The JSON fastlane’s upload_app_privacy_details_to_app_store reads (json_path): an array of {category, purposes, data_protections} with Apple’s identifiers, sorted as fastlane writes it; an app that collects no data is [{"data_protections": ["DATA_NOT_COLLECTED"]}].',
    requestParams: { path: appIdParamSchema },
    responses: {
      '200': {
        description: 'The file, as an attachment named app_privacy_details.json',
        content: { 'application/json': { schema: z.array(z.record(z.string(), z.unknown())) } },
      },
    },
    errors,
  },
};

export const dataSafetyCsvDeclaration: RouteDeclaration = {
  method: 'GET',
  url: '/api/admin/apps/:id/data-safety.csv',
  access: 'admin',
  openapi: {
    tags: ['Admin: apps'],
    summary: "Download the app's privacy declaration for Google Play's Data safety form",
    description:
      'The Play Console’s Data safety CSV import (Question ID (machine readable), Response ID (machine readable), Response value, Answer requirement, Human-friendly question label; RFC 4180, CRLF), one row per question the declaration answers.',
    requestParams: { path: appIdParamSchema },
    responses: {
      '200': {
        description: 'The file, as an attachment named {slug}-data-safety.csv',
        content: { 'text/csv': { schema: z.string() } },
      },
    },
    errors,
  },
};

/** One store's file of the declaration: its type, name and text. */
interface StoreFile {
  type: string;
  filename: (exported: PrivacyExport) => string;
  text: (exported: PrivacyExport) => string;
}

const STORE_FILES: ReadonlyArray<readonly [RouteDeclaration, StoreFile]> = [
  [
    appPrivacyDetailsDeclaration,
    {
      type: 'application/json; charset=utf-8',
      // fastlane's default json path's name, so the file drops into fastlane/ as it is.
      filename: () => 'app_privacy_details.json',
      text: ({ declaration }) => appPrivacyDetailsJson(declaration),
    },
  ],
  [
    dataSafetyCsvDeclaration,
    {
      type: 'text/csv; charset=utf-8',
      filename: ({ slug }) => `${slug}-data-safety.csv`,
      text: ({ declaration, accountDeletionUrl }) =>
        dataSafetyCsv(declaration, { accountDeletionUrl }),
    },
  ],
];

/** The app's privacy declaration as each store's file, for the admin to upload or import. */
export const privacyExportsRoute: FastifyPluginAsync<{ orm: Orm; siteOrigin: SiteOrigin }> = async (
  app,
  { orm, siteOrigin },
) => {
  for (const [declaration, file] of STORE_FILES) {
    app.route({
      method: declaration.method,
      url: declaration.url,
      preHandler: accessCheck(declaration, orm),
      handler: async (request, reply) => {
        const params = appIdParamSchema.safeParse(request.params);
        if (!params.success) throw invalidFields(fieldErrors(params.error.issues));
        const exported = await privacyExport(orm.em.getContext(), params.data.id, siteOrigin.value);
        return reply
          .type(file.type)
          .header('content-disposition', `attachment; filename="${file.filename(exported)}"`)
          .header('cache-control', 'private, no-store')
          .send(file.text(exported));
      },
    });
  }
};
