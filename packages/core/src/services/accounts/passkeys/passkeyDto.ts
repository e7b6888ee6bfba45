import type { Passkey as PasskeyEntity } from '@studio/db';
import type { Passkey } from '@studio/schemas';

/** What the account's owner sees of a passkey: never its key. */
export function toPasskey(passkey: PasskeyEntity): Passkey {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  };
}
