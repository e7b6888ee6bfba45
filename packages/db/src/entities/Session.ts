import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** Sessions live in the database so that every instance of the app sees them. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: (p) => ({
    sid: p.string().length(128).primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
  }),
});
export type Session = InferEntity<typeof Session>;
