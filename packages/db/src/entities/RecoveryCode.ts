import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './User';

/** One single-use recovery code of an account, kept as the SHA-256 of the code (80 random bits). */
export const RecoveryCode = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).fieldName('user_id').deleteRule('cascade').index(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type RecoveryCode = InferEntity<typeof RecoveryCode>;
