import { encodingPreference } from '../http/negotiation';
import { ENCODINGS, type CachedResponse, type Encoding } from './cachedResponse';

const acceptedEncodings = encodingPreference([...ENCODINGS, 'identity']);

/** The encoding a client that sent this Accept-Encoding prefers among those available, or null for none. */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: (encoding: Encoding) => boolean = () => true,
): Encoding | null {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    if (encoding === 'identity') return null;
    if (available(encoding)) return encoding;
  }
  return null;
}

/** The copy of a cached answer this client takes best: a compressed one, else the plain body. */
export function chooseEncoding(
  response: CachedResponse,
  acceptEncoding: string | undefined,
): { encoding: Encoding | null; body: Buffer } {
  const encoding = preferredEncoding(acceptEncoding, (offered) => !!response.compressed[offered]);
  return { encoding, body: encoding ? response.compressed[encoding]! : response.body };
}
