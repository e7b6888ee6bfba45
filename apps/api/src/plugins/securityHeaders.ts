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

/** Headers every answer carries. */
const SECURITY_HEADERS = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
] as const;

const isHtml = (contentType: string) => contentType.startsWith('text/html');

/** The security headers of an answer of this type that brings no policy of its own, as name, value pairs. */
export function securityHeadersOf(contentType: string): ReadonlyArray<readonly [string, string]> {
  return isHtml(contentType)
    ? [...SECURITY_HEADERS, ['content-security-policy', SITE_CONTENT_SECURITY_POLICY]]
    : SECURITY_HEADERS;
}

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
