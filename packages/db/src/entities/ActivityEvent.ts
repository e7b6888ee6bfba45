import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ACTIVITY_ACTIONS, ACTIVITY_SUBJECTS } from '@studio/schemas';

/**
 * What the admins did, and what happened to accounts (sign-ins, second factors, sessions, passwords), for the
 * dashboard's Recent Activity. Names are copied so events outlive their subjects.
 */
export const ActivityEvent = defineEntity({
  name: 'ActivityEvent',
  tableName: 'activity_events',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    action: p.enum([...ACTIVITY_ACTIONS]),
    subjectType: p.enum([...ACTIVITY_SUBJECTS]),
    subjectId: p.string().length(64).nullable(),
    subjectName: p.string().length(255),
    actor: p.string().length(50).nullable(),
    /** The /24 or /48 network a security event came from. */
    address: p.string().length(64).nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .index(),
  }),
});
export type ActivityEvent = InferEntity<typeof ActivityEvent>;
