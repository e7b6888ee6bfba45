import type { SurrogateKey } from '@studio/schemas';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings an answer is compressed in, in the order the server prefers them. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * How hard an answer is compressed. 'quick' for the first answer under a key, in the one encoding its client
 * takes: a request nobody made before costs about what rendering it costs (brotli at its best takes ten to a
 * hundred times longer than rendering). 'best' once the key is asked for again: done once, in the background,
 * for all the requests that follow.
 */
export type Effort = 'quick' | 'best';

const LEVELS = {
  quick: { br: 4, gzip: 6 },
  best: { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
} satisfies Record<Effort, Record<Encoding, number>>;

const brotliOptions = (body: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

function compressNow(body: Buffer, encoding: Encoding, level: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body, level))
    : gzipSync(body, { level });
}

// Up to this size a quick compression takes about as long (0.2 ms) as handing it to libuv's threads would.
const QUICK_IN_PLACE_BYTES = 16 * 1024;

function compress(body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  const level = LEVELS[effort][encoding];
  if (effort === 'quick' && body.length <= QUICK_IN_PLACE_BYTES) {
    return Promise.resolve(compressNow(body, encoding, level));
  }
  return encoding === 'br' ? brotli(body, brotliOptions(body, level)) : gzipAsync(body, { level });
}

/** A public answer ready to send again: its body, tagged by its content, and its compressed copies. */
export interface CachedResponse {
  contentType: string;
  /** One tag for every encoding (a weak validator: the copies are the same content). */
  etag: string;
  body: Buffer;
  /** The compressed copies made so far; null for one that came out no smaller than the body. */
  compressed: Partial<Record<Encoding, Buffer | null>>;
  effort: Effort;
  /**
   * What it shows, as shared caches key it (Surrogate-Key), for an answer they may keep; null for one they
   * must not (a not-found page), which browsers revalidate and shared caches pass.
   */
  surrogateKeys: readonly SurrogateKey[] | null;
  /** The language of the answer's texts, when a read was asked for one (`?locale=de`): its Content-Language. */
  contentLanguage: string | null;
}

async function withCopies(
  response: Omit<CachedResponse, 'compressed'>,
  encodings: readonly Encoding[],
): Promise<CachedResponse> {
  const copies = await Promise.all(
    encodings.map((encoding) => compress(response.body, encoding, response.effort)),
  );
  const compressed: CachedResponse['compressed'] = {};
  encodings.forEach((encoding, index) => {
    compressed[encoding] = smaller(copies[index]!, response.body);
  });
  return { ...response, compressed };
}

const smaller = (copy: Buffer, body: Buffer) => (copy.length < body.length ? copy : null);

/**
 * A fresh answer, tagged, and compressed quickly in the encoding its client takes (none for null), with the
 * surrogate keys of what it shows when shared caches may keep it.
 */
export function firstResponse(
  contentType: string,
  payload: string | Buffer,
  encoding: Encoding | null,
  surrogateKeys: readonly SurrogateKey[] | null = null,
  contentLanguage: string | null = null,
): Promise<CachedResponse> {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const response = {
    contentType,
    etag: `W/"${hash}"`,
    body,
    effort: 'quick' as const,
    surrogateKeys,
    contentLanguage,
  };
  return withCopies(response, encoding ? [encoding] : []);
}

/** The same answer compressed at its best in every encoding. */
export function bestResponse(response: CachedResponse): Promise<CachedResponse> {
  return withCopies({ ...response, effort: 'best' }, ENCODINGS);
}

/**
 * The answer with a quick copy in one more encoding, made at once: for a client that takes an encoding the
 * first answer was not compressed in, until the best copies are made.
 */
export function withQuickCopy(response: CachedResponse, encoding: Encoding): CachedResponse {
  const { body } = response;
  const copy = compressNow(body, encoding, LEVELS.quick[encoding]);
  return { ...response, compressed: { ...response.compressed, [encoding]: smaller(copy, body) } };
}
