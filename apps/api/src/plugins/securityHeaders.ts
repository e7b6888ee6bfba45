import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { SECURITY_HEADERS, SITE_CONTENT_SECURITY_POLICY, isHtml } from '../http/securityHeaders';

/** Headers for every answer; HTML that brings no policy of its own gets the site's. */
const securityHeadersPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onSend', (_request, reply, payload, next) => {
    for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (isHtml(contentType) && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', SITE_CONTENT_SECURITY_POLICY);
    }
    next(null, payload);
  });
  done();
};

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
