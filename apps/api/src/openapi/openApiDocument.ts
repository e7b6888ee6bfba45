import { appRouter } from '@studio/router';
import { apiErrorSchema } from '@studio/schemas';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { z } from 'zod';
import packageJson from '../../package.json';
import { openApiPath, SESSION_COOKIE_SCHEME } from '../routes/declaredRoute';
import { SESSION_COOKIE_NAME } from '../sessions/sessionCookie';
import { allProcedureMeta } from '../trpc/procedureMeta';
import { errorAnswers, type OperationFacts } from './errorAnswers';
import { errorResponse } from './errorResponse';
import { declaredRoutes, extraPaths } from './extraPaths';

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

/** One operation of the document as errorAnswers sees it, and where it is. */
interface DocumentedOperation extends Omit<OperationFacts, 'takesInput'> {
  path: string;
  /** Statuses the operation declares as answers of its own (e.g. the health check's 503), never replaced. */
  answers: string[];
}

function documentedOperations(): DocumentedOperation[] {
  const procedures = allProcedureMeta().flatMap(({ access = 'public', openapi }) =>
    openapi
      ? [
          {
            path: openapi.path,
            method: openapi.method,
            access,
            usesDatabase: true,
            // The REST mount reads the body of every write as JSON, input or none.
            jsonBody: true,
            // The router's procedures describe their own refusals per status.
            own: (openapi.errorResponses as Record<number, string> | undefined) ?? {},
            answers: [],
          },
        ]
      : [],
  );
  const routes = declaredRoutes.map(({ url, method, access, withoutDatabase, openapi }) => ({
    path: openApiPath(url),
    method,
    access,
    usesDatabase: !withoutDatabase,
    jsonBody: Boolean(openapi.requestBody?.content['application/json']),
    own: openapi.errors,
    answers: Object.keys(openapi.responses),
  }));
  return [...procedures, ...routes];
}

interface OperationObject {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

/**
 * Every operation documents each error status it can answer (errorAnswers), with the one error body every
 * route answers, `{ message, errors? }` (apiErrorSchema). trpc-to-openapi's own error entries go: they
 * describe every status by the first description any procedure gave it.
 */
function documentErrorAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const { path, answers, ...facts } of documentedOperations()) {
    const method = facts.method.toLowerCase() as 'get';
    const operation = document.paths?.[path]?.[method] as OperationObject | undefined;
    if (!operation) throw new Error(`The document has no ${facts.method} ${path}`);
    const { responses, parameters, requestBody } = operation;
    for (const status of Object.keys(responses)) {
      if (Number(status) >= 400 && !answers.includes(status)) delete responses[status];
    }
    const errors = errorAnswers({
      ...facts,
      takesInput: Boolean(parameters?.length || requestBody),
    });
    for (const [status, description] of Object.entries(errors)) {
      responses[status] ??= errorResponse(description);
    }
  }
  // trpc-to-openapi's error bodies (`{ message, code, issues }`, named error.<CODE>) are used no more.
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
  return documentErrorAnswers(documentSuccessStatuses(document));
}
