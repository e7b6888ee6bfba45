// The security headers of the site's answers: set by the securityHeaders plugin, and built into cached answers.
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
export const SECURITY_HEADERS = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
] as const;

export const isHtml = (contentType: string) => contentType.startsWith('text/html');

/** The security headers of an answer of this type that brings no policy of its own, as name, value pairs. */
export function securityHeadersOf(contentType: string): ReadonlyArray<readonly [string, string]> {
  return isHtml(contentType)
    ? [...SECURITY_HEADERS, ['content-security-policy', SITE_CONTENT_SECURITY_POLICY]]
    : SECURITY_HEADERS;
}
