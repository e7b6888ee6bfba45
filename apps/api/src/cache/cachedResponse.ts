import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a cached answer is kept in, in the order the server prefers them. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A public answer as the cache keeps it: compressed once, when stored, and sent as it is. */
export interface CachedResponse {
  contentType: string;
  /** One tag for every encoding (a weak validator: the copies are the same content). */
  etag: string;
  body: Buffer;
  /** The compressed copies that came out smaller than the body. */
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** Compresses a fresh answer with brotli (at its best) and gzip, and tags it by its content. */
export async function cachedResponse(
  contentType: string,
  payload: string | Buffer,
): Promise<CachedResponse> {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const compressed: CachedResponse['compressed'] = {};
  if (br.length < body.length) compressed.br = br;
  if (gz.length < body.length) compressed.gzip = gz;
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { contentType, etag: `W/"${hash}"`, body, compressed };
}
