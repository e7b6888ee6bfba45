import { importSummarySchema } from '@studio/schemas';
import { z } from 'zod';
import type { RouteDeclaration } from './declaredRoute';
import { binarySchema, multipartFileBody } from '../openapi/fileBodies';

const tags = ['Admin: site archive'];

export const exportDeclaration: RouteDeclaration = {
  method: 'GET',
  url: '/api/admin/export',
  access: 'admin',
  openapi: {
    tags,
    summary: 'Download the whole site as one archive',
    description:
      "Every app, post, setting, stored file (its bytes), account (with its password hash) and activity event: gzip-compressed JSON Lines, streamed as it is read from one consistent snapshot. The mailing lists' subscribers only with `subscribers=true`.",
    requestParams: {
      query: z.object({
        subscribers: z
          .enum(['true', 'false'])
          .optional()
          .describe(
            "true: take the mailing lists' subscribers (personal data) too; otherwise they are left out",
          ),
      }),
    },
    responses: {
      '200': {
        description: 'The archive, as an attachment',
        content: { 'application/gzip': { schema: binarySchema } },
      },
    },
    errors: {},
  },
};

export const importDeclaration: RouteDeclaration = {
  method: 'POST',
  url: '/api/admin/import',
  access: 'admin',
  openapi: {
    tags,
    summary: 'Replace the site with an archive',
    description:
      "The archive from GET /api/admin/export in the multipart field \"file\", imported in one transaction: the content becomes the archive's (same ids, slugs and file bytes). Every row is checked against the rules the API applies before it is written; an archive that breaks one is refused, naming the table, row and field. The site keeps its own accounts and sessions: the archive's accounts are left out unless `accounts=true`, which merges them by username (an existing account stays as it is) and lists those it added. The site keeps its own mailing-list subscribers too (an app's on the imported app of the same slug) unless `subscribers=true`, which takes the archive's instead. A site with apps, posts or files is refused unless `replace=true`.",
    requestParams: {
      query: z.object({
        replace: z
          .enum(['true', 'false'])
          .optional()
          .describe('true: overwrite a site that has content'),
        accounts: z
          .enum(['true', 'false'])
          .optional()
          .describe(
            "true: also add the archive's accounts this site does not have, admins included; otherwise they are left out",
          ),
        subscribers: z
          .enum(['true', 'false'])
          .optional()
          .describe(
            "true: replace the site's subscribers with the archive's (an archive exported with them); otherwise the site keeps its own",
          ),
      }),
    },
    requestBody: multipartFileBody,
    responses: {
      '200': {
        description:
          'Imported: the rows per table, the accounts added or left out, the subscribers left out',
        content: {
          'application/json': {
            schema: importSummarySchema.extend({ message: z.string() }),
          },
        },
      },
    },
    errors: {
      400: 'Not a site archive, damaged, from another version of the site, or with a row that breaks the rules (the message names its table, row and field)',
      409: 'The site has content; send replace=true to overwrite it',
      413: 'Larger than a site archive can be',
      415: 'Not a multipart/form-data body',
    },
  },
};
