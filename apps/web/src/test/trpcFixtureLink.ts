import type { AppRouter } from '@studio/router';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type {
  AnyTRPCProcedure,
  inferProcedureInput,
  inferProcedureOutput,
  TRPC_ERROR_CODE_KEY,
} from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { observable } from '@trpc/server/observable';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { TRPCError } from '@trpc/server';
import type { ProcedureQuery } from '../ssr/renderContract';

type ProcedureRecord = AppRouter['_def']['record'];

/** Dotted path of every procedure, e.g. 'apps.list' or 'admin.blog.byId'. */
export type ProcedurePath<TRecord = ProcedureRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? `${TPrefix}${K}`
    : ProcedurePath<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

type ProcedureAt<TRecord, TPath extends string> = TPath extends `${infer Head}.${infer Rest}`
  ? Head extends keyof TRecord
    ? ProcedureAt<TRecord[Head], Rest>
    : never
  : TPath extends keyof TRecord
    ? TRecord[TPath]
    : never;

type OutputOf<TPath extends ProcedurePath> = inferProcedureOutput<
  ProcedureAt<ProcedureRecord, TPath>
>;
type InputOf<TPath extends ProcedurePath> = inferProcedureInput<
  ProcedureAt<ProcedureRecord, TPath>
>;

/** A fixture that fails the call the way the server would, e.g. trpcFailure('App not found', 'NOT_FOUND'). */
export class TrpcFailure {
  constructor(
    readonly message: string,
    readonly code: TRPC_ERROR_CODE_KEY,
    /** Messages per input field, as the server sends them for validation failures. */
    readonly errors?: Record<string, string[]>,
  ) {}
}

export function trpcFailure(
  message: string,
  code: TRPC_ERROR_CODE_KEY = 'INTERNAL_SERVER_ERROR',
  errors?: Record<string, string[]>,
): TrpcFailure {
  return new TrpcFailure(message, code, errors);
}

/** A fixture that never answers: the view stays in its loading state. */
export const PENDING = Symbol('pending');

/**
 * What a procedure answers in a test: its output, a failure, PENDING, or a function of the input
 * (which may return or throw either of the first two).
 */
export type TrpcFixture<TPath extends ProcedurePath> =
  | OutputOf<TPath>
  | TrpcFailure
  | typeof PENDING
  | ((input: InputOf<TPath>) => OutputOf<TPath> | TrpcFailure | Promise<OutputOf<TPath>>);

export type TrpcFixtures = { [TPath in ProcedurePath]?: TrpcFixture<TPath> };

export interface TrpcCall {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  input: unknown;
}

/** A failure as tRPC answers it over HTTP: `{ error: { message, errors?, code, data } }`. */
export function failureResponse(path: string, failure: TrpcFailure) {
  const httpStatus = getHTTPStatusCodeFromError(new TRPCError({ code: failure.code }));
  return {
    error: {
      message: failure.message,
      ...(failure.errors ? { errors: failure.errors } : {}),
      code: TRPC_ERROR_CODES_BY_KEY[failure.code],
      data: { code: failure.code, httpStatus, path, errors: failure.errors },
    },
  };
}

/** What the fixtures answer for one call; rejects with a TrpcFailure. */
export async function fixtureAnswer(
  fixtures: TrpcFixtures,
  path: string,
  input: unknown,
): Promise<unknown> {
  const fixture: unknown = fixtures[path as ProcedurePath];
  if (fixture === undefined) {
    throw new TrpcFailure(`No test fixture for ${path}`, 'INTERNAL_SERVER_ERROR');
  }
  const value =
    typeof fixture === 'function' ? await (fixture as (i: unknown) => unknown)(input) : fixture;
  if (value instanceof TrpcFailure) throw value;
  return value;
}

const asFailure = (error: unknown) =>
  error instanceof TrpcFailure
    ? error
    : new TrpcFailure(
        error instanceof Error ? error.message : String(error),
        'INTERNAL_SERVER_ERROR',
      );

/** A terminating link that answers every call from the fixtures (no server) and records it in `calls`. */
export function trpcFixtureLink(fixtures: TrpcFixtures, calls: TrpcCall[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, type: op.type, input: op.input });
        if (fixtures[op.path as ProcedurePath] === PENDING) return;

        fixtureAnswer(fixtures, op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) =>
            observer.error(
              TRPCClientError.from<AppRouter>(failureResponse(op.path, asFailure(error))),
            ),
        );
      });
}

/** The fixtures as the API server's in-process query for server rendering (see the render contract). */
export function fixtureQuery(fixtures: TrpcFixtures): ProcedureQuery {
  return (path, input) =>
    fixtureAnswer(fixtures, path, input).catch((error: unknown) => {
      throw Object.assign(new Error('Procedure failed'), failureResponse(path, asFailure(error)));
    });
}
