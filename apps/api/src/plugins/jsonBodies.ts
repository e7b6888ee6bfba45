import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../body/jsonDepth';

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const JSON_TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;

function tooDeep(): Error & { statusCode: number } {
  return Object.assign(new Error(JSON_TOO_DEEP_MESSAGE), { statusCode: 400 });
}

const isJson = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith('application/json') ?? false;

/**
 * Request bodies are JSON only: the text/plain parser goes, since a form on another site can send text/plain
 * without a CORS preflight. An empty JSON body counts as no body, so a body-less POST (e.g. logout) may carry the header.
 * JSON nested deeper than MAX_JSON_DEPTH is refused before parsing, here and where the tRPC adapter takes
 * the text to parse it itself (deep nesting overflows the stack of whatever walks the parsed value).
 */
const jsonBodiesPlugin: FastifyPluginCallback = (app, _options, done) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    // parseAs 'string' hands over text.
    const text = body as string;
    if (text === '') parsed(null, undefined);
    else if (nestsDeeperThan(text, MAX_JSON_DEPTH)) parsed(tooDeep(), undefined);
    // Fastify's own JSON parser answers through the callback; its type merely allows a promise too.
    else void parseJson(request, text, parsed);
  });
  app.addHook('preValidation', (request, _reply, next) => {
    const text = request.body;
    next(
      typeof text === 'string' && isJson(request) && nestsDeeperThan(text, MAX_JSON_DEPTH)
        ? tooDeep()
        : undefined,
    );
  });
  done();
};

export const jsonBodies = fp(jsonBodiesPlugin, { name: 'json-bodies' });
