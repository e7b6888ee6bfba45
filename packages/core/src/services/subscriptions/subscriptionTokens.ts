import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits in base64url (43 characters): a link nobody can guess. */
export function newSubscriptionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only a confirmation token's SHA-256 is stored: the database alone confirms nobody. */
export function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
