import { requireAdmin, requireSignedIn } from '@studio/core';
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
    /** The signed-in user, on a route declared for signed-in users once its access check passed. */
    user?: User;
  }
}

/** Who may call a plain route: anyone, signed-in users, or admins only (the same checks as the procedures). */
export type RouteAccess = 'public' | 'signedIn' | 'admin';

/**
 * A route Fastify serves itself (not a procedure): where it is, who may call it, and how the OpenAPI document
 * describes it. Its security requirement follows from its access, and its error answers from that and from
 * what every request meets (openapi/errorAnswers.ts), besides its own.
 */
export interface RouteDeclaration {
  method: 'GET' | 'POST' | 'DELETE';
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

/** The check to run before the handler: refused like the procedures of the same access are. */
export function accessCheck(
  declaration: RouteDeclaration,
  orm: Orm,
): preHandlerAsyncHookHandler | undefined {
  if (declaration.access === 'public') return undefined;
  if (declaration.access === 'signedIn') {
    return async (request) => {
      request.user = requireSignedIn(await signedInUser(request, orm));
    };
  }
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
  return { ...described, security: access === 'public' ? [] : [{ [SESSION_COOKIE_SCHEME]: [] }] };
}

/** The OpenAPI paths (relative to /api) of these routes, without their refusals (see errorAnswers). */
export function documentedPaths(declarations: readonly RouteDeclaration[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const declaration of declarations) {
    const path = (paths[openApiPath(declaration.url)] ??= {});
    path[declaration.method.toLowerCase() as 'get' | 'post' | 'delete'] = operation(declaration);
  }
  return paths;
}
