import { DomainError, notFound } from '@studio/core';
import type { Orm } from '@studio/db';
import {
  FILE_NOT_FOUND_MESSAGE,
  FILE_ROUTES,
  IMAGE_WIDTHS,
  INVALID_IMAGE_WIDTH_MESSAGE,
} from '@studio/schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import type { HotFileCache } from '../cache/hotFileCache';
import { fileRepresentations } from '../files/fileRepresentations';
import { parseImageWidth } from '../files/imageWidth';
import { sendRepresentation } from '../files/sendRepresentation';
import type { RouteDeclaration } from './declaredRoute';
import { binarySchema } from '../openapi/fileBodies';

type FileRequest = FastifyRequest<{
  Params: { id: string };
  Querystring: { w?: unknown };
}>;

const fileParams = z.object({
  id: z.uuid().describe('The file id, as in the URL the upload answered'),
  name: z.string().describe('The file name; any name serves the same file'),
});

const fileQuery = z.object({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]])
    .optional()
    .describe(
      'A width in pixels: a raster image is sent resized to it (never wider than it is), as AVIF or WebP when Accept takes them (Vary: Accept); other files are sent as they are',
    ),
});

const fileResponses = {
  '200': {
    description: 'The bytes, with a strong ETag (sha256), cached for a year',
    content: { '*/*': { schema: binarySchema } },
  },
  '206': {
    description: 'One byte range (Range: bytes=start-end)',
    content: { '*/*': { schema: binarySchema } },
  },
  '304': { description: 'Not modified (If-None-Match)' },
} satisfies Record<string, ZodOpenApiResponseObject>;

const fileErrors = {
  400: `w is not one of ${IMAGE_WIDTHS.join(', ')}`,
  404: 'No such file',
  416: 'The range is outside the file',
};

const [byId, byIdAndName] = FILE_ROUTES;

export const fileDeclarations: RouteDeclaration[] = [
  {
    method: 'GET',
    url: byId,
    access: 'public',
    openapi: {
      tags: ['Files'],
      summary: 'An uploaded file, without its name',
      requestParams: { path: fileParams.pick({ id: true }), query: fileQuery },
      responses: fileResponses,
      errors: fileErrors,
    },
  },
  {
    method: 'GET',
    url: byIdAndName,
    access: 'public',
    openapi: {
      tags: ['Files'],
      summary: 'An uploaded file',
      requestParams: { path: fileParams, query: fileQuery },
      responses: fileResponses,
      errors: fileErrors,
    },
  },
];

interface FilesOptions {
  orm: Orm;
  /** Small files and variants in memory, filled here (the caching hooks answer from it). */
  cache: HotFileCache;
}

/**
 * GET/HEAD /api/files/{id}[/{name}][?w=N]: the stored bytes with caching and byte ranges; with w, an image
 * resized to that width (at most its own) in the best format the request's Accept takes. What the hot-file
 * cache holds was answered before this (cache/caching.ts); this finds the rest.
 */
export const filesRoutes: FastifyPluginAsync<FilesOptions> = async (app, { orm, cache }) => {
  const representations = fileRepresentations(orm, cache, app.log);

  async function serveFile(request: FileRequest, reply: FastifyReply) {
    const { id } = request.params;
    const { w } = request.query;
    if (w === undefined) {
      const original = await representations.original(id);
      if (!original) throw notFound(FILE_NOT_FOUND_MESSAGE);
      return sendRepresentation(request, reply, id, original, false);
    }
    const width = parseImageWidth(w);
    if (width === null) throw new DomainError('invalid', INVALID_IMAGE_WIDTH_MESSAGE);
    const variant = await representations.variant(id, width, request.headers.accept);
    if (!variant) throw notFound(FILE_NOT_FOUND_MESSAGE);
    return sendRepresentation(request, reply, id, variant, true);
  }

  for (const url of FILE_ROUTES) {
    app.route({ method: ['GET', 'HEAD'], url, handler: serveFile });
  }
};
