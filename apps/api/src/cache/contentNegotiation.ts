import { ENCODINGS, type CachedResponse, type Encoding } from './cachedResponse';

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one; `*` stands for the rest). */
function parseAcceptEncoding(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    (quality && Number(quality.slice(2)) === 0 ? refused : accepted).add(name);
  }
  if (accepted.has('*')) for (const encoding of ENCODINGS) accepted.add(encoding);
  for (const encoding of refused) accepted.delete(encoding);
  return accepted;
}

// Browsers send a handful of distinct headers: each is read once (a cap keeps made-up ones from piling up).
const parsed = new Map<string, Set<string>>();
const MAX_PARSED = 64;

function acceptedEncodings(header: string | undefined): Set<string> {
  const key = header ?? '';
  let accepted = parsed.get(key);
  if (!accepted) {
    accepted = parseAcceptEncoding(header);
    if (parsed.size < MAX_PARSED) parsed.set(key, accepted);
  }
  return accepted;
}

/** The best copy of a cached answer this client takes: brotli, then gzip, else the plain body. */
export function chooseEncoding(
  response: CachedResponse,
  acceptEncoding: string | undefined,
): { encoding: Encoding | null; body: Buffer } {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    const body = response.compressed[encoding];
    if (body && accepted.has(encoding)) return { encoding, body };
  }
  return { encoding: null, body: response.body };
}

/** Whether an If-None-Match header names this tag (compared weakly, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
