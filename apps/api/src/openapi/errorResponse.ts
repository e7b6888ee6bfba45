import type { ZodOpenApiResponseObject } from 'zod-openapi';

/** Where the document keeps the one error body every route answers with (apiErrorSchema). */
export const API_ERROR_REF = '#/components/schemas/ApiError';

/** An error answer of any route: its description, and the body the API really sends. */
export function errorResponse(description: string): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema: { $ref: API_ERROR_REF } } } };
}
