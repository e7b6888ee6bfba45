import { z } from 'zod';
import { idSchema, isoDateTimeSchema, optionalTextSchema } from './common';

/** The kinds of content that have schedules, revisions, preview links and old slugs. */
export const PUBLISHABLE_KINDS = ['blogPost', 'app'] as const;
export type PublishableKind = (typeof PUBLISHABLE_KINDS)[number];

export const PUBLISH_AT_MESSAGE =
  'Schedule must be a date and time with its offset, e.g. 2026-12-01T09:00:00Z';

/**
 * When an item goes public: an ISO 8601 date-time with its offset, or null for "as soon as it is published".
 * Inputs may leave it out; blank is null, as for other optional fields.
 */
export const publishAtInputSchema = optionalTextSchema
  .refine(
    (publishAt) => publishAt === null || isoDateTimeSchema.safeParse(publishAt).success,
    PUBLISH_AT_MESSAGE,
  )
  .describe('When the item goes public (ISO 8601 with offset); null or past: now');

export const publishAtSchema = isoDateTimeSchema
  .nullable()
  .describe('When the item goes public; null: as soon as it is published');

/** Whether a schedule is still ahead: the item is Scheduled until then. */
export function isScheduled(publishAt: string | null, now: Date = new Date()): boolean {
  return publishAt !== null && new Date(publishAt).getTime() > now.getTime();
}

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  createdAt: isoDateTimeSchema,
  author: z
    .string()
    .nullable()
    .describe('Who saved it; null when the site did (a scheduled launch)'),
  summary: z.array(z.string()).describe('The fields this save changed'),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionParamsSchema = z.object({ id: idSchema, revisionId: idSchema });

export const REVISION_NOT_FOUND_MESSAGE = 'Revision not found';

/** How many revisions each item keeps at least; older ones are pruned. */
export const REVISIONS_KEPT = 50;

/** Whether visitors see an app now: not scheduled for later, or coming soon until then. */
export function isPublicApp(app: { comingSoon: boolean; publishAt: string | null }): boolean {
  return app.comingSoon || !isScheduled(app.publishAt);
}

/** Whether visitors see a post now: published, and not scheduled for later. */
export function isPublicPost(post: { published: boolean; publishAt: string | null }): boolean {
  return post.published && !isScheduled(post.publishAt);
}
