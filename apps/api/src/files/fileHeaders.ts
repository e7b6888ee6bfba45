import { SURROGATE_KEYS } from '@studio/schemas';
import type { CachedFile } from '../cache/hotFileCache';
import { SHARED_CACHE_CONTROL, surrogateKeyHeaders } from '../cache/sharedCaching';

/** Uploaded files (an SVG above all) must never run script or style the site's origin when opened directly. */
export const UPLOADED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A stored file's or variant's ETag: its sha256, a strong validator. */
export function strongEtag(sha256: string): string {
  return `"${sha256}"`;
}

// A file's URL names its content (a new upload gets a new id), so it never changes.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Headers of every answer with a stored file or variant, whatever its status, as a flat name, value list:
 * its caching (an uploaded file immutable; a resized image, chosen by the Accept header, revalidated by
 * browsers and kept by shared caches until purged), the surrogate key of its file (purged when the file is
 * deleted), its ETag, byte ranges, the sandbox policy, and `Vary: Accept` when the Accept header chose the
 * representation.
 */
export function fileHeaders(
  fileId: string,
  file: Pick<CachedFile, 'etag'>,
  variesByAccept: boolean,
): string[] {
  const headers = [
    'etag',
    file.etag,
    'cache-control',
    variesByAccept ? SHARED_CACHE_CONTROL : CACHE_FOREVER,
    ...surrogateKeyHeaders([SURROGATE_KEYS.file(fileId)]),
    'accept-ranges',
    'bytes',
    'content-security-policy',
    UPLOADED_FILE_POLICY,
  ];
  if (variesByAccept) headers.push('vary', 'Accept');
  return headers;
}

/** Headers of the bytes sent (all of the file or a range): type, length and the file's name. */
export function fileBodyHeaders(
  file: Pick<CachedFile, 'mimetype' | 'filename'>,
  length: number,
): string[] {
  return [
    'content-type',
    file.mimetype,
    'content-length',
    String(length),
    'content-disposition',
    `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
  ];
}
