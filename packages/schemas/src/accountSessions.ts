import { z } from 'zod';
import { coarseAddressSchema } from './address';
import { isoDateTimeSchema } from './common';

/** One signed-in session of the user, as the Account screen lists it. */
export const accountSessionSchema = z.object({
  id: z.uuid().describe('A public id of the session (never its cookie)'),
  createdAt: isoDateTimeSchema.describe('When it signed in'),
  lastSeenAt: isoDateTimeSchema.describe('Its last request, to the minute'),
  userAgent: z.string().nullable().describe('The browser it signed in with'),
  address: coarseAddressSchema.nullable(),
  current: z.boolean().describe('The session of this request'),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const SESSION_ID_MESSAGE = 'Session id must be one from the list of sessions';

export const accountSessionIdSchema = z.object({ id: z.uuid({ message: SESSION_ID_MESSAGE }) });

export const endedSessionsSchema = z.object({
  ended: z.number().int().describe('How many sessions were signed out'),
});

export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';
