import type { ZodOpenApiRequestBodyObject } from 'zod-openapi';

/** Bytes of any kind, as OpenAPI describes a file. */
export const binarySchema = { type: 'string', format: 'binary' } as const;

/** A request body of one file in the multipart field "file" (uploads and site imports). */
export const multipartFileBody: ZodOpenApiRequestBodyObject = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', properties: { file: binarySchema }, required: ['file'] },
    },
  },
};
