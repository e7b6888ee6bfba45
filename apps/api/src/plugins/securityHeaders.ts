import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The website's policy: its own scripts and styles (inline styles for Mantine), pictures from anywhere on
 * https (e.g. YouTube thumbnails), YouTube's players in frames, and never framed itself.
 */
export const SITE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers for every answer; HTML that brings no policy of its own gets the site's. */
const securityHeadersPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onSend', (_request, reply, payload, next) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', SITE_CONTENT_SECURITY_POLICY);
    }
    next(null, payload);
  });
  done();
};

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
