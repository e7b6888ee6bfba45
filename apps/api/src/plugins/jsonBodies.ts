import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * Request bodies are JSON only: the text/plain parser goes, since a form on another site can send text/plain
 * without a CORS preflight. An empty JSON body counts as no body, so a body-less POST (e.g. logout) may carry the header.
 */
const jsonBodiesPlugin: FastifyPluginCallback = (app, _options, done) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    // parseAs 'string' hands over text.
    const text = body as string;
    if (text === '') parsed(null, undefined);
    else parseJson(request, text, parsed);
  });
  done();
};

export const jsonBodies = fp(jsonBodiesPlugin, { name: 'json-bodies' });
