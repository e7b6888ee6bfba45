import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals secrets the server must read back later (an authenticator app's), so that a copy of the database alone does not give them away. */
export interface SecretBox {
  seal(secret: string): string;
  /** The sealed secret, or null when it was sealed with another key (SESSION_SECRET changed) or altered. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * AES-256-GCM under a key derived (HKDF-SHA-256) from the server's master secret, SESSION_SECRET: every
 * instance of a site derives the same key. A sealed value reads `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */
export function createSecretBox(masterSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', masterSecret, 'studio-site', 'sealed account secrets', 32),
  );
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== VERSION || !iv || data === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
