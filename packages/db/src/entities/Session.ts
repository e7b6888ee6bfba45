import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './User';

/** Sessions live in the database so that every instance of the app sees them. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: (p) => ({
    /** The id inside the session cookie: whoever knows it is signed in, so it is never shown. */
    sid: p.string().length(128).primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
    // The signed-in user, so that a password change can end that user's other sessions.
    user: () => p.manyToOne(User).fieldName('user_id').nullable().deleteRule('cascade').index(),
    // The account whose password was right while its second factor is still to come, so that ending that
    // account's sessions ends this pending sign-in too.
    awaitingUser: () =>
      p.manyToOne(User).fieldName('awaiting_user_id').nullable().deleteRule('cascade').index(),
    /** The id the account's list of sessions shows and ends it by. */
    publicId: p.uuid().defaultRaw('gen_random_uuid()').unique(),
    createdAt: p.datetime().defaultRaw('now()'),
    /** Moved on with the session's idle expiry, so to the minute. */
    lastSeenAt: p.datetime().defaultRaw('now()'),
    /** The browser it signed in with, as it said (cut to 512 characters). */
    userAgent: p.string().length(512).nullable(),
    /** The /24 or /48 network it signed in from. */
    address: p.string().length(64).nullable(),
  }),
});

export type Session = InferEntity<typeof Session>;
