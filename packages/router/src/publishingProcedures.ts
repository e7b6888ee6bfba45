import type { PublishingActions } from '@studio/core/services/publishing/publishingActions';
import {
  previewLinkInputSchema,
  previewLinkSchema,
  previewLinksRevokedSchema,
  revisionParamsSchema,
  revisionSummarySchema,
  type RevisionSummary,
} from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from './procedures';

/** How the API documents one publishable kind's admin procedures. */
export interface PublishingDocs {
  /** Where its admin paths begin, e.g. `/admin/apps`. */
  path: `/${string}`;
  tags: string[];
  /** How the summaries name it: `{ an: 'an app', An: 'An app', the: 'The app', noSuch: 'No such app' }`. */
  names: { an: string; An: string; the: string; noSuch: string };
}

/**
 * tRPC holds a resolver's answer to its output schema's input type through a conditional type that TypeScript
 * cannot settle while that type is a parameter (the item's, here). The types agree where the factory is called
 * (`schemas.item` takes what `actions` answer), and the schema checks the answer when the procedure runs.
 */
const checkedBySchema = (answer: Promise<unknown>) => answer as Promise<never>;

/**
 * The admin procedures every publishable kind has beside its own (list, read, save, delete): its revisions,
 * one revision, restoring one, and sharing or revoking preview links, under `<path>/{id}/…`.
 */
export function publishingProcedures<TItem, TItemAnswer, TRevision, TRevisionAnswer>(
  actions: PublishingActions<TItem, TRevision>,
  schemas: {
    /** The item's answer, as a save answers it. */
    item: z.ZodType<TItemAnswer, TItem>;
    /** A revision's answer: its summary and the item's content in it. */
    revision: z.ZodType<TRevisionAnswer, RevisionSummary & { content: TRevision }>;
    idParam: z.ZodObject<{ id: z.ZodType<number> }>;
  },
  { path, tags, names }: PublishingDocs,
) {
  const withRevision = `${names.noSuch} or revision`;
  return {
    revisions: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: `${path}/{id}/revisions`,
          tags,
          summary: `${names.An}'s revisions, newest first, each naming the fields it changed`,
          errorResponses: { 404: names.noSuch },
        },
      })
      .input(schemas.idParam)
      .output(z.array(revisionSummarySchema))
      .query(({ ctx, input }) => actions.revisions(ctx.em, input.id)),

    revision: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: `${path}/{id}/revisions/{revisionId}`,
          tags,
          summary: `One revision of ${names.an} with its full content`,
          errorResponses: { 404: withRevision },
        },
      })
      .input(revisionParamsSchema)
      .output(schemas.revision)
      .query(({ ctx, input }) => actions.revision(ctx.em, input.id, input.revisionId)),

    restoreRevision: adminProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: `${path}/{id}/revisions/{revisionId}/restore`,
          tags,
          summary: `${names.the} takes a revision's content again (a new revision itself)`,
          errorResponses: { 404: withRevision, 409: 'Slug taken' },
        },
      })
      .input(revisionParamsSchema)
      .output(schemas.item)
      .mutation(({ ctx, input }) =>
        checkedBySchema(actions.restoreRevision(ctx, input.id, input.revisionId)),
      ),

    previewLink: adminProcedure
      .meta({
        successStatus: 201,
        openapi: {
          method: 'POST',
          path: `${path}/{id}/preview-link`,
          tags,
          summary:
            "A link that shows the page as it will look to anyone holding it (7 days unless days says 1 to 30), in one of the site's languages if locale names it",
          errorResponses: { 404: names.noSuch },
        },
      })
      .input(previewLinkInputSchema)
      .output(previewLinkSchema)
      .mutation(({ ctx, input }) => actions.previewLink(ctx, input.id, input.days, input.locale)),

    revokePreviewLinks: adminProcedure
      .meta({
        openapi: {
          method: 'DELETE',
          path: `${path}/{id}/preview-link`,
          tags,
          summary: 'Every preview link of the item stops working',
          errorResponses: { 404: names.noSuch },
        },
      })
      .input(schemas.idParam)
      .output(previewLinksRevokedSchema)
      .mutation(({ ctx, input }) => actions.revokePreviewLinks(ctx, input.id)),
  };
}
