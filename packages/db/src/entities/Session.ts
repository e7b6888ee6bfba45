import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './User';

/** Sessions live in the database so that every instance of the app sees them. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: (p) => ({
    sid: p.string().length(128).primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
    // The signed-in user, so that a password change can end that user's other sessions.
    user: () => p.manyToOne(User).fieldName('user_id').nullable().deleteRule('cascade').index(),
  }),
});

export type Session = InferEntity<typeof Session>;
