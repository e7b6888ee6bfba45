/** A strong validator from the content's sha256. */
export function strongEtag(sha256: string): string {
  return `"${sha256}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
