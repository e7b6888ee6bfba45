import { plainFileRequest } from '@studio/schemas';
import { preferredImageFormat } from '../files/imageFormat';
import { parseImageWidth } from '../files/imageWidth';
import type { KeyedRequest } from './contentCacheKey';

/**
 * The hot-file cache's key for a request: the file id for an original; for ?w=, the id, the width and the
 * format the Accept header leads to (the same request always gets the same bytes). Keys start with the id,
 * so that a deleted file's entries can be found.
 */
export function fileCacheKey(id: string, width: number | null, accept: string | undefined): string {
  if (width === null) return id;
  return `${id} ${width} ${preferredImageFormat(accept, width) ?? 'original'}`;
}

/** Whether a key is one of the file's (its original's or a variant's). */
export function isKeyOfFile(key: string, fileId: string): boolean {
  return key.startsWith(fileId);
}

/**
 * The key of a GET or HEAD of a file at a URL of a plain shape, with its file's id and whether the Accept header chose what
 * it gets; null for anything else, which the files route answers.
 */
export function fileRequestKey({
  method,
  url = '',
  headers,
}: KeyedRequest): { key: string; fileId: string; variesByAccept: boolean } | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const file = plainFileRequest(url);
  if (!file) return null;
  const width = file.width === null ? null : parseImageWidth(file.width);
  if (file.width !== null && width === null) return null;
  return {
    key: fileCacheKey(file.id, width, headers.accept),
    fileId: file.id,
    variesByAccept: width !== null,
  };
}
