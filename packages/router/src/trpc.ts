import { fieldErrors } from '@studio/schemas';
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context';

export type Meta = OpenApiMeta & {
  /** HTTP status of a successful REST answer when it is not 200, e.g. 201 for creation. */
  successStatus?: number;
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Validation failures carry their messages per field; unexpected errors never show internals.
    errorFormatter({ shape, error }) {
      const errors = error.cause instanceof ZodError ? fieldErrors(error.cause.issues) : undefined;
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : shape.message;
      return {
        ...shape,
        message,
        ...(errors ? { errors } : {}),
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, errors },
      };
    },
  });
