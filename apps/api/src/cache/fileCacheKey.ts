import { preferredImageFormat } from './imageFormat';

/**
 * The hot-file cache's key for a request: the file id for an original; for ?w=, the id, the width and the
 * format the Accept header leads to (the same request always gets the same bytes). Keys start with the id,
 * so that a deleted file's entries can be found.
 */
export function fileCacheKey(id: string, width: number | null, accept: string | undefined): string {
  if (width === null) return id;
  return `${id} ${width} ${preferredImageFormat(accept, width) ?? 'original'}`;
}
