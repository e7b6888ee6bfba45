import { invalidFields } from '@studio/core';
import { subscribersCsv } from '@studio/core/services/subscriptions/subscribersCsv';
import type { Orm } from '@studio/db';
import { fieldErrors, subscriberExportQuerySchema } from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { accessCheck, type RouteDeclaration } from './declaredRoute';

export const subscribersCsvDeclaration: RouteDeclaration = {
  method: 'GET',
  url: '/api/admin/subscribers.csv',
  access: 'admin',
  openapi: {
    tags: ['Admin: subscribers'],
    summary: "Download a mailing list's addresses as CSV",
    description:
      'RFC 4180 (CRLF lines, a header line: id, email, list, state, created_at, confirmed_at), oldest first; a cell a spreadsheet would run as a formula starts with an apostrophe.',
    requestParams: { query: subscriberExportQuerySchema },
    responses: {
      '200': {
        description: 'The list, as an attachment named subscribers-{list}.csv',
        content: { 'text/csv': { schema: z.string() } },
      },
    },
    errors: { 404: 'No such list' },
  },
};

/** GET /api/admin/subscribers.csv?list=news|{slug}: one list for a spreadsheet or another mailing tool. */
export const subscribersCsvRoute: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  app.route({
    method: subscribersCsvDeclaration.method,
    url: subscribersCsvDeclaration.url,
    preHandler: accessCheck(subscribersCsvDeclaration, orm),
    handler: async (request, reply) => {
      const query = subscriberExportQuerySchema.safeParse(request.query);
      if (!query.success) throw invalidFields(fieldErrors(query.error.issues));
      const { list, csv } = await subscribersCsv(orm.em.fork(), query.data.list);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${list}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
};
