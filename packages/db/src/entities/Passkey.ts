import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './User';

/** A WebAuthn credential (a passkey) an account signs in with: its public key, never a secret. */
export const Passkey = defineEntity({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).fieldName('user_id').deleteRule('cascade').index(),
    /** The credential id the authenticator gave it, base64url. */
    credentialId: p.text().unique(),
    /** Its COSE public key. */
    publicKey: p.blob(),
    /** The authenticator's signature counter at the last sign-in; a lower one later means a cloned key. */
    counter: p.bigint('number').default(0),
    /** How the browser may reach the authenticator (usb, nfc, internal, hybrid...), as it said. */
    transports: p.array().defaultRaw(`'{}'`),
    name: p.string().length(64),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  }),
});
export type Passkey = InferEntity<typeof Passkey>;
