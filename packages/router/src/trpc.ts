import { DomainError, type Context } from '@studio/core';
import {
  INTERNAL_ERROR_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
  fieldErrors,
  type SurrogateKey,
} from '@studio/schemas';
import { initTRPC, type TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';

export type Meta = OpenApiMeta & {
  /** Who may call it; set by the procedure it is built on (publicProcedure, signedInProcedure, adminProcedure). */
  access?: 'public' | 'signedIn' | 'admin';
  /**
   * Whether the answer is the same for every visitor and may be kept in the content cache until content changes.
   * Every public query declares it (a test checks); mutations and signed-in calls are never cached.
   */
  cached?: boolean;
  /** HTTP status of a successful REST answer when it is not 200, e.g. 201 for creation. */
  successStatus?: number;
  /** An answer reached through a secret link: no one may store it (`private, no-store`), and no search engine index it. */
  privateAnswer?: true;
};

/** The headers of an answer whose meta says `privateAnswer`. */
export const PRIVATE_ANSWER_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
} as const;

/** The router's context: the services' own, and where a successful answer's status and headers are noted. */
export type RouterContext = Context & {
  /**
   * Given `meta.successStatus` and `meta.privateAnswer` when a call succeeds, and the surrogate keys of what
   * cached procedures' answers show (`shows`), for the transports to answer with.
   */
  answer?: {
    status?: number;
    headers?: typeof PRIVATE_ANSWER_HEADERS;
    shows?: Set<SurrogateKey>;
    /** The language a read answered in, when it was asked for one: the answer's Content-Language. */
    contentLanguage?: string;
  };
};

/** Messages per input field; never for internal errors (a failed output check is one, and names internals). */
function errorsPerField(error: TRPCError): Record<string, string[]> | undefined {
  if (error.code === 'INTERNAL_SERVER_ERROR') return undefined;
  if (error.cause instanceof ZodError) return fieldErrors(error.cause.issues);
  if (error.cause instanceof DomainError) return error.cause.errors;
  return undefined;
}

/** The message a client sees: its own for client errors, a generic one (never internals) for failures. */
function publicMessage(error: TRPCError, message: string): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_ERROR_MESSAGE;
  if (error.cause instanceof ZodError) return VALIDATION_FAILED_MESSAGE;
  return message;
}

export const t = initTRPC
  .context<RouterContext>()
  .meta<Meta>()
  .create({
    // Validation failures and conflicts carry their messages per field; unexpected errors never show internals.
    errorFormatter({ shape, error }) {
      const errors = errorsPerField(error);
      return {
        ...shape,
        message: publicMessage(error, shape.message),
        ...(errors ? { errors } : {}),
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          errors,
        },
      };
    },
  });
