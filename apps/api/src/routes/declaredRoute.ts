import { requireAdmin } from '@studio/core';
import type { Orm } from '@studio/db';
import type { User } from '@studio/schemas';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
} from 'zod-openapi';
import { signedInUser } from '../sessions/signedInUser';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, on a route declared for admins once its access check passed. */
    admin?: User;
  }
}

/** Who may call a plain route: anyone, or admins only (the same check as the admin procedures). */
export type RouteAccess = 'public' | 'admin';

/**
 * A route Fastify serves itself (not a procedure): where it is, who may call it, and how the OpenAPI document
 * describes it. Its security requirement follows from its access, and its error answers from that and from
 * what every request meets (openapi/errorAnswers.ts), besides its own.
 */
export interface RouteDeclaration {
  method: 'GET' | 'POST';
  /** As Fastify routes it, e.g. /api/files/:id/:name. */
  url: string;
  access: RouteAccess;
  /** It answers without the database, so an outage never refuses it. */
  withoutDatabase?: true;
  openapi: Omit<ZodOpenApiOperationObject, 'security' | 'responses'> & {
    /** The answers that are not refusals. */
    responses: Record<string, ZodOpenApiResponseObject>;
    /** The route's own refusals (a missing file, a file too large), each described. */
    errors: Record<number, string>;
  };
}

/** The security scheme of the document: the session cookie. */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

/** The check to run before the handler: admins only, refused like the admin procedures are. */
export function accessCheck(
  declaration: RouteDeclaration,
  orm: Orm,
): preHandlerAsyncHookHandler | undefined {
  if (declaration.access === 'public') return undefined;
  return async (request) => {
    request.admin = requireAdmin(await signedInUser(request, orm));
  };
}

/** The path of a route in the document (relative to /api), e.g. /files/{id}/{name}. */
export function openApiPath(url: string): string {
  return url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
}

function operation({ access, openapi }: RouteDeclaration): ZodOpenApiOperationObject {
  const { errors: _refusals, ...described } = openapi;
  return { ...described, security: access === 'admin' ? [{ [SESSION_COOKIE_SCHEME]: [] }] : [] };
}

/** The OpenAPI paths (relative to /api) of these routes, without their refusals (see errorAnswers). */
export function documentedPaths(declarations: readonly RouteDeclaration[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const declaration of declarations) {
    const path = (paths[openApiPath(declaration.url)] ??= {});
    path[declaration.method.toLowerCase() as 'get' | 'post'] = operation(declaration);
  }
  return paths;
}
