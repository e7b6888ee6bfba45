import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode, PreviewLink, RevisionSummary } from '@studio/schemas';
import type { SignedInContext } from '../../context';
import { findPublishable, type Publishable, type PublishableEntity } from './publishable';
import { requestedTranslation } from '../translations/localizedRead';
import { createPreviewLink, revokePreviewLinks } from './previewLinks';
import { revisionFields } from './revisionFields';
import { findRevision, listRevisions } from './revisions';

/**
 * What the admin does with any item of a publishable kind beside saving it: read it, list its revisions, read
 * one, restore one, and share or revoke links that preview it. One set per kind, from its declaration.
 */
export function publishingActions<TEntity extends PublishableEntity, TItem, TRevision>(
  publishable: Publishable<TEntity, TItem, TRevision>,
) {
  const { kind } = publishable;
  const findById = (em: EntityManager, id: number) => findPublishable(em, publishable, id);

  /** One revision with its content as the item's fields, checked by today's rules. */
  async function revision(
    em: EntityManager,
    id: number,
    revisionId: number,
  ): Promise<RevisionSummary & { content: TRevision }> {
    const found = await findRevision(em, { subjectType: kind, subjectId: id }, revisionId);
    return { ...found, content: revisionFields(publishable.revisionContent, found.content) };
  }

  return {
    findById,
    /** The item's revisions, newest first; 404 when the item does not exist. */
    async revisions(em: EntityManager, id: number): Promise<RevisionSummary[]> {
      await findById(em, id);
      return listRevisions(em, { subjectType: kind, subjectId: id });
    },
    revision,
    async restoreRevision(ctx: SignedInContext, id: number, revisionId: number): Promise<TItem> {
      const { content } = await revision(ctx.em, id, revisionId);
      return publishable.restore(ctx, id, content);
    },
    /**
     * A link that shows the item's page as it will look to anyone holding it, for `days` days, in `locale` if
     * given (400 for a language the site lacks).
     */
    async previewLink(
      ctx: SignedInContext,
      id: number,
      days: number,
      locale?: LocaleCode,
    ): Promise<PreviewLink> {
      await findById(ctx.em, id);
      const translation = await requestedTranslation(ctx.em, locale);
      return createPreviewLink(ctx, kind, id, days, translation);
    },
    /** Every preview link of the item stops working at once. */
    async revokePreviewLinks(ctx: SignedInContext, id: number): Promise<{ revoked: number }> {
      await findById(ctx.em, id);
      return revokePreviewLinks(ctx.em, kind, id);
    },
  };
}

export type PublishingActions<TItem, TRevision> = ReturnType<
  typeof publishingActions<PublishableEntity, TItem, TRevision>
>;
