import { domainErrorOf, ERROR_KINDS, isOutage, type DomainError } from '@studio/core';
import { INTERNAL_ERROR_MESSAGE } from '@studio/schemas';
import type { FastifyError, FastifyPluginCallback, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { OutageLog } from '../logging/outageLog';
import { JSON_ONLY_MESSAGE } from './jsonBodies';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every route reports a database outage, so that it is logged once a few seconds. */
    databaseOutage: OutageLog;
  }
}

const NOT_FOUND_MESSAGE = 'Not found';

// Fastify's own wording for these client errors, said the way the rest of the API says things.
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: JSON_ONLY_MESSAGE,
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_BAD_URL: 'The request URL is malformed.',
};

/** The one place where a service's refusal (or a database outage) becomes the answer of a plain route. */
function domainErrorReply(error: DomainError, reply: FastifyReply) {
  const { message, errors } = error;
  return reply
    .code(ERROR_KINDS[error.kind].status)
    .send(errors ? { message, errors } : { message });
}

function clientErrorReply(error: FastifyError, status: number, reply: FastifyReply) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message: CLIENT_ERROR_MESSAGES[error.code] ?? error.message });
}

/** Fastify's frameworkErrors option: refusals before any route runs (e.g. a malformed URL), said like the rest. */
export function frameworkErrorReply(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  clientErrorReply(error, error.statusCode ?? 400, reply);
}

/**
 * Every error answer is JSON `{ message, errors? }`. Domain errors (a database outage among them) and client
 * errors keep their message; anything unexpected is logged (with the request id) and answered without internals.
 */
const errorRepliesPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.decorate('databaseOutage', new OutageLog());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.type('application/json; charset=utf-8');
    // A client that hung up (its socket reset: ECONNRESET, like a lost database) hears nothing more.
    if (request.raw.socket?.destroyed) {
      request.log.info({ code: error.code }, 'The client closed the connection before the answer');
      return reply.code(499).send();
    }
    // Fastify's own refusals carry their status (a domain error carries none).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return clientErrorReply(error, status, reply);
    const refusal = domainErrorOf(error);
    if (refusal) {
      if (isOutage(refusal)) app.databaseOutage.report(request.log, error);
      return domainErrorReply(refusal, reply);
    }
    request.log.error({ err: error }, 'Unexpected error');
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE }));
  done();
};

export const errorReplies = fp(errorRepliesPlugin, { name: 'error-replies' });
