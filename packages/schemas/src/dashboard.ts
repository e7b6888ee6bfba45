import { z } from 'zod';
import { coarseAddressSchema } from './address';
import { isoDateTimeSchema, limitSchema } from './common';

export const dashboardStatsSchema = z.object({
  totalApps: z.number().int(),
  blogPosts: z.number().int(),
  appCategories: z.number().int(),
  featuredApps: z.number().int(),
  subscribers: z
    .number()
    .int()
    .describe('Addresses confirmed on at least one mailing list (the news or an app launch list)'),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'published',
  'unpublished',
  'deleted',
  'uploaded',
  'signedIn',
  'failed',
  'added',
  'removed',
  'ended',
  'changed',
  'reset',
  'locked',
] as const;

/**
 * What an event is about. Content: an app, a post, a file, an app's release. Security: how an account signed in (password, passkey,
 * authenticator code, recovery code), its second factors, its sessions and its password.
 */
export const ACTIVITY_SUBJECTS = [
  'app',
  'blogPost',
  'file',
  'release',
  'password',
  'passkey',
  'authenticator',
  'recoveryCode',
  'secondFactor',
  'session',
] as const;

export const activityEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(ACTIVITY_ACTIONS),
  subjectType: z.enum(ACTIVITY_SUBJECTS),
  subjectId: z
    .string()
    .nullable()
    .describe('Id of the app, post, file, release, passkey or account; null once deleted'),
  subjectName: z.string(),
  actor: z
    .string()
    .nullable()
    .describe('Username of who did it, or of the account a security event is about'),
  address: coarseAddressSchema.nullable().describe('Where a security event came from'),
  createdAt: isoDateTimeSchema,
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityQuerySchema = z.object({
  limit: limitSchema(100, 20),
});
