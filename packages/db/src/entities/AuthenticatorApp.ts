import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './User';

/**
 * An account's authenticator app (TOTP). The server must read its secret to check codes, so the secret is kept
 * sealed with a key derived from SESSION_SECRET rather than hashed.
 */
export const AuthenticatorApp = defineEntity({
  name: 'AuthenticatorApp',
  tableName: 'authenticator_apps',
  properties: (p) => ({
    user: () => p.oneToOne(User).fieldName('user_id').primary().owner().deleteRule('cascade'),
    sealedSecret: p.text(),
    /** Null while being set up: it counts only once a code from the app confirmed it. */
    confirmedAt: p.datetime().nullable(),
    /** The 30-second step of the last code accepted: that code and older ones are never taken again. */
    lastUsedStep: p.bigint('number').nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type AuthenticatorApp = InferEntity<typeof AuthenticatorApp>;
