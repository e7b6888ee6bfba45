import { appRouter } from '@studio/router';
import { apiErrorSchema } from '@studio/schemas';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { z } from 'zod';
import packageJson from '../../package.json';
import { SESSION_COOKIE_SCHEME } from '../routes/declaredRoute';
import { SESSION_COOKIE_NAME } from '../sessions/sessionCookie';
import { allProcedureMeta } from '../trpc/procedureMeta';
import { API_ERROR_REF } from './errorResponse';
import { extraPaths } from './extraPaths';

// trpc-to-openapi names its own error bodies (`{ message, code, issues }`) error.<CODE>.
const LIBRARY_ERROR_BODY = '#/components/schemas/error.';

/** trpc-to-openapi documents every success as 200: move it to the status the procedure really answers. */
function documentSuccessStatuses(document: OpenAPIObject): OpenAPIObject {
  for (const { successStatus, openapi } of allProcedureMeta()) {
    if (!successStatus || !openapi) continue;
    const method = openapi.method.toLowerCase() as Lowercase<typeof openapi.method>;
    const responses = document.paths?.[openapi.path]?.[method]?.responses;
    if (!responses?.['200']) continue;
    responses[String(successStatus)] = responses['200'];
    delete responses['200'];
  }
  return document;
}

/** Every error of every route answers `{ message, errors? }` (apiErrorSchema): the document says so, once. */
function documentErrorBodies(document: OpenAPIObject): OpenAPIObject {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      const responses = (operation as { responses?: Record<string, unknown> }).responses ?? {};
      for (const response of Object.values(responses)) {
        const media = (response as { content?: Record<string, { schema?: { $ref?: string } }> })
          .content?.['application/json'];
        if (media?.schema?.$ref?.startsWith(LIBRARY_ERROR_BODY))
          media.schema = { $ref: API_ERROR_REF };
      }
    }
  }
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const name of Object.keys(schemas)) {
    if (name.startsWith('error.')) delete schemas[name];
  }
  const { $schema: _dialect, ...errorBody } = z.toJSONSchema(apiErrorSchema);
  document.components.schemas = { ...schemas, ApiError: errorBody as (typeof schemas)[string] };
  return document;
}

/** The OpenAPI 3 description of the REST API: the procedures' meta plus the routes Fastify serves itself. */
export function openApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Studio site API',
    description:
      'The public content of the studio site (apps, blog) and its admin API. Sign in with POST /api/login: the session cookie then authenticates every call. State-changing calls must come from the site itself (same origin) and send JSON, the upload aside. Every error answers `{"message": "...", "errors"?: {"field": ["..."]}}`.',
    version: packageJson.version,
    baseUrl: '/api',
    securitySchemes: {
      [SESSION_COOKIE_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE_NAME,
        description: 'The session cookie set by POST /api/login or /api/register.',
      },
    },
    paths: extraPaths,
  });
  return documentErrorBodies(documentSuccessStatuses(document));
}
