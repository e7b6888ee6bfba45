/**
 * Where uploaded files are served: /api/files/{id}/{name}, or /api/files/{id} (any name or none serves the
 * same file), with ?w={width} for a resized copy of an image. Every part of the site that builds or reads
 * such a URL uses this module.
 */
export const FILES_PATH = '/api/files/';

/** The routes that serve a file, in Fastify's syntax. */
export const FILE_ROUTES = [`${FILES_PATH}:id`, `${FILES_PATH}:id/:name`] as const;

/** The path of a stored file. */
export function fileUrl(file: { id: string; filename: string }): string {
  return `${FILES_PATH}${file.id}/${encodeURIComponent(file.filename)}`;
}

/** A file's URL (absolute or not) asking for a copy at this width. */
export function imageWidthUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

// The plain shapes of a file's URL: an id, maybe a name, maybe one w of digits and nothing else.
const PLAIN_FILE_URL = new RegExp(
  `^${FILES_PATH}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:/[^/?]+)?(?:\\?w=([0-9]+))?$`,
);

/**
 * The file id and the width asked for (as written) in a request target of a plain shape; null for anything
 * else, including shapes that FILE_ROUTES still serve (more query parameters, say).
 */
export function plainFileRequest(target: string): { id: string; width: string | null } | null {
  const match = PLAIN_FILE_URL.exec(target);
  return match ? { id: match[1]!, width: match[2] ?? null } : null;
}
