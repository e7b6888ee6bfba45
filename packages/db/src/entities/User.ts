import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    username: p.string().length(50).unique(),
    password: p.text().hidden().lazy(),
    isAdmin: p.boolean().default(false),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type User = InferEntity<typeof User>;
