import { appRouter } from '@studio/router';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import packageJson from '../../package.json';
import { SESSION_COOKIE_NAME } from '../sessions/sessionCookie';
import { allProcedureMeta } from '../trpc/procedureMeta';
import { extraPaths } from './extraPaths';

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

/** The OpenAPI 3 description of the REST API: the procedures' meta plus the routes Fastify serves itself. */
export function openApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Studio site API',
    description:
      'The public content of the studio site (apps, blog) and its admin API. Sign in with POST /api/login: the session cookie then authenticates every call. State-changing calls must come from the site itself (same origin) and send JSON, the upload aside.',
    version: packageJson.version,
    baseUrl: '/api',
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE_NAME,
        description: 'The session cookie set by POST /api/login or /api/register.',
      },
    },
    paths: extraPaths,
  });
  return documentSuccessStatuses(document);
}
