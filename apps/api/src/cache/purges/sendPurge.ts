import type { SurrogateKey } from '@studio/schemas';

/** A cache that does not answer within this long counts as unreachable; the purge is tried again later. */
const PURGE_TIMEOUT_MS = 2000;

/**
 * Asks one shared cache to drop every answer that carries any of these keys: `PURGE` on its URL with the
 * keys in a `Surrogate-Key` header, space-separated (Fastly's form, which the site's VCL hands to Varnish's
 * xkey). Resolves to null once the cache answered 2xx, else to why not.
 */
export async function sendPurge(
  url: string,
  keys: readonly SurrogateKey[],
): Promise<string | null> {
  try {
    const answer = await fetch(url, {
      method: 'PURGE',
      headers: { 'surrogate-key': keys.join(' ') },
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return answer.ok ? null : `${url} answered ${answer.status}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `${url}: ${cause ?? (error as Error).message}`;
  }
}
