import { z } from 'zod';
import { isoDateTimeSchema, limitSchema } from './common';

export const dashboardStatsSchema = z.object({
  totalApps: z.number().int(),
  blogPosts: z.number().int(),
  appCategories: z.number().int(),
  featuredApps: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'published',
  'unpublished',
  'deleted',
  'uploaded',
] as const;
export const ACTIVITY_SUBJECTS = ['app', 'blogPost', 'file'] as const;

export const activityEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(ACTIVITY_ACTIONS),
  subjectType: z.enum(ACTIVITY_SUBJECTS),
  subjectId: z.string().nullable().describe('Id of the app, post or file; null once deleted'),
  subjectName: z.string(),
  actor: z.string().nullable().describe('Username of who did it'),
  createdAt: isoDateTimeSchema,
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityQuerySchema = z.object({
  limit: limitSchema(100, 20),
});
