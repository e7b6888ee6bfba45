import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** Failed logins per username or per address, kept in the database so limits hold across instances and restarts. */
export const LoginThrottle = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttles',
  properties: (p) => ({
    key: p.string().length(200).primary(),
    failures: p.integer().default(0),
    lockedUntil: p.datetime().nullable(),
    updatedAt: p.datetime().defaultRaw('now()'),
  }),
});
export type LoginThrottle = InferEntity<typeof LoginThrottle>;
