import {
  analyticsEventSchema,
  apiErrorSchema,
  IMAGE_MAX_MB,
  IMAGE_WIDTHS,
  MAX_IMAGE_MEGAPIXELS,
  uploadResultSchema,
  VIDEO_MAX_MB,
} from '@studio/schemas';
import type { ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';
import { siteArchivePaths } from './siteArchivePaths';

const errorResponse = (description: string): ZodOpenApiResponseObject => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

const binary = { type: 'string', format: 'binary' } as const;

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
    content: { '*/*': { schema: binary } },
  },
  '400': errorResponse(`w is not one of ${IMAGE_WIDTHS.join(', ')}`),
  '206': {
    description: 'One byte range (Range: bytes=start-end)',
    content: { '*/*': { schema: binary } },
  },
  '304': { description: 'Not modified (If-None-Match)' },
  '404': errorResponse('No such file'),
  '416': errorResponse('The range is outside the file'),
} satisfies Record<string, ZodOpenApiResponseObject>;

/** The routes served by Fastify itself rather than by procedures, relative to /api. */
export const extraPaths: ZodOpenApiPathsObject = {
  ...siteArchivePaths,
  '/events': {
    post: {
      tags: ['Analytics'],
      summary: 'Count a page view or a store-button click',
      description:
        "Cookieless: no cookie is set and none is needed. Visitors are counted per day by a hash of address and user agent with a salt that is deleted when the day ends; neither is stored. Bots, crawlers and the admin's own visits are left out silently (still 204).",
      security: [],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: analyticsEventSchema } },
      },
      responses: {
        '204': { description: 'Counted, or silently left out' },
        '400': errorResponse('Not a view or store click event; messages per field in "errors"'),
        '403': errorResponse('The request came from another site'),
        '415': errorResponse('The body is not JSON'),
        '429': errorResponse('Too many events from this address'),
      },
    },
  },
  '/admin/upload': {
    post: {
      tags: ['Admin: media'],
      summary: 'Upload an image or a video',
      description: `One file in the multipart field "file". Its kind is read from its bytes: PNG, JPEG, GIF, WebP, AVIF or SVG images up to ${IMAGE_MAX_MB} MB and ${MAX_IMAGE_MEGAPIXELS} megapixels; MP4, MOV or WebM videos up to ${VIDEO_MAX_MB} MB. Raster images are stored upright (EXIF orientation applied), in sRGB, without their metadata (EXIF, GPS, camera, comments); SVGs and videos as they came.`,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: binary }, required: ['file'] },
          },
        },
      },
      responses: {
        '201': {
          description: 'Stored',
          content: { 'application/json': { schema: uploadResultSchema } },
        },
        '400': errorResponse('No file in the field "file"'),
        '401': errorResponse('Not signed in'),
        '403': errorResponse(
          'Signed in without admin rights, or the request came from another site',
        ),
        '413': errorResponse('File too large, or an image of too many pixels'),
        '415': errorResponse('Not an image or video the site takes'),
        '422': errorResponse('An image that does not decode'),
      },
    },
  },
  '/files/{id}/{name}': {
    get: {
      tags: ['Files'],
      summary: 'An uploaded file',
      security: [],
      requestParams: { path: fileParams, query: fileQuery },
      responses: fileResponses,
    },
  },
  '/files/{id}': {
    get: {
      tags: ['Files'],
      summary: 'An uploaded file, without its name',
      security: [],
      requestParams: { path: fileParams.pick({ id: true }), query: fileQuery },
      responses: fileResponses,
    },
  },
  '/placeholder-image': {
    get: {
      tags: ['Files'],
      summary: 'The picture shown where an image is missing',
      security: [],
      responses: {
        '200': { description: 'An SVG', content: { 'image/svg+xml': { schema: binary } } },
      },
    },
  },
  '/health': {
    get: {
      tags: ['Health'],
      summary: 'Whether the server and its database answer',
      security: [],
      responses: {
        '200': {
          description: 'Up',
          content: {
            'application/json': {
              schema: z.object({ status: z.literal('ok'), database: z.literal('up') }),
            },
          },
        },
        '503': {
          description: 'The database does not answer',
          content: {
            'application/json': {
              schema: z.object({ status: z.literal('error'), database: z.literal('down') }),
            },
          },
        },
      },
    },
  },
};
