import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './User';

/**
 * A passkey ceremony under way: the challenge the server gave, kept in the database so that any instance can
 * finish it. Each is taken once, and never after it expires.
 */
export const PasskeyChallenge = defineEntity({
  name: 'PasskeyChallenge',
  tableName: 'passkey_challenges',
  properties: (p) => ({
    challenge: p.string().length(128).primary(),
    purpose: p.enum(['registration', 'authentication'] as const),
    /** Who is adding a passkey; null for a sign-in, where anyone may answer. */
    user: () => p.manyToOne(User).fieldName('user_id').nullable().deleteRule('cascade'),
    expiresAt: p.datetime().index(),
  }),
});
export type PasskeyChallenge = InferEntity<typeof PasskeyChallenge>;
