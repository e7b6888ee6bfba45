import { appRouter, type RouterContext } from '@studio/router';
import type { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import type { CreateContext } from './createContext';
import { logProcedureError, restErrorBody } from './procedureErrors';

/** The documented REST API under /api: every path comes from a procedure's OpenAPI meta. */
export const restApi: FastifyPluginAsync<{ createContext: CreateContext }> = async (
  app,
  { createContext },
) => {
  // trpc-to-openapi wants a JSON content type on every POST/PUT/PATCH, even without a body (e.g. logout).
  app.addHook('preHandler', async (request) => {
    if (request.body === undefined && !request.headers['content-type']) {
      request.headers['content-type'] = 'application/json';
    }
  });

  app.addHook('onRoute', (route) => {
    // Reads of procedures whose meta says `cached` may be kept (contentCacheKey tells which).
    route.config = { ...route.config, contentCache: 'shared' };
    // trpc-to-openapi's handler returns while Fastify is still running async onSend hooks (the session
    // save); Fastify would then send a second, empty answer. Returning the reply makes it wait for the first.
    const handle = route.handler;
    // HEAD is a GET whose body Fastify leaves out; trpc-to-openapi knows no HEAD and would answer 204.
    const head = route.method === 'HEAD';
    route.handler = async function (request, reply) {
      const asked = head ? Object.create(request, { method: { value: 'GET' } }) : request;
      await handle.call(this, asked, reply);
      return reply;
    };
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    return JSON.stringify(restErrorBody(payload));
  });

  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext,
    responseMeta: ({ ctx, errors }: { ctx?: RouterContext; errors: TRPCError[] }) => {
      if (errors.length) return {};
      // Noted by the procedure from its meta's successStatus (201 for creation) and privateAnswer, and by a
      // read asked for a language (answersIn).
      const { status, headers, contentLanguage } = ctx?.answer ?? {};
      const languageHeader = contentLanguage && { 'content-language': contentLanguage };
      const allHeaders = headers || languageHeader ? { ...headers, ...languageHeader } : undefined;
      return { ...(status && { status }), ...(allHeaders && { headers: allHeaders }) };
    },
    onError: logProcedureError,
  });
};
