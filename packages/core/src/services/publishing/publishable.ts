import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';
import type { LocaleCode, Preview, PublishableKind } from '@studio/schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import type { MailedRows } from '../subscriptions/listMails';

/** The columns every publishable entity has, which the publishing path reads. */
export interface PublishableEntity {
  id: number;
  slug: string;
  publishAt?: Date | null;
}

/**
 * One kind of content that goes through the publishing path (apps, blog posts, and any kind after them):
 * what the path needs to know of it. Its revisions, restores, preview links, slug redirects and scheduled
 * launch come with the declaration (publishingActions, PUBLISHABLES).
 */
export interface Publishable<TEntity extends PublishableEntity, TItem, TRevision> {
  /** Its name in revisions, slug redirects, preview links and activity events. */
  kind: PublishableKind;
  entity: EntityName<TEntity>;
  /** The column an activity event names an item by. */
  nameField: keyof TEntity & string;
  /** The items visitors may see now (a MikroORM filter). */
  publicFilter(now?: Date): FilterQuery<TEntity>;
  /** What its launch changes besides announcing it, if anything (a coming-soon app becomes an ordinary one). */
  launchedColumns?: Partial<Record<keyof TEntity & string, boolean>>;
  /**
   * Queues the e-mails its launch sends (an app's launch list, a post's news list) for the items `due` picks,
   * before the launch's own columns change, in the launch's transaction; answers how many were queued.
   */
  launchMails?(tx: EntityManager, siteOrigin: string, due: MailedRows): Promise<number>;
  /** An item as the API answers it. */
  toItem(em: EntityManager, entity: TEntity): Promise<TItem>;
  /** The preview page's answer for an item. */
  preview(item: TItem): Preview;
  /** An item as a preview in another language shows it: its translation there, published or not, over its texts. */
  previewIn(em: EntityManager, item: TItem, locale: LocaleCode): Promise<TItem>;
  notFoundMessage: string;
  /** A revision's content as the item's fields (an app's with its releases). */
  revisionContent: z.ZodType<TRevision>;
  /** Saves a revision's content as the item's own, through an ordinary save: the restore is a revision too. */
  restore(ctx: SignedInContext, id: number, content: TRevision): Promise<TItem>;
}

/** Any publishable kind, whatever its types (for what reads every kind: previews, launches, redirects). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPublishable = Publishable<any, any, any>;

/** The item by id, drafts and scheduled items included (the admin's read); 404 when there is none. */
export async function findPublishable<TEntity extends PublishableEntity, TItem>(
  em: EntityManager,
  publishable: Publishable<TEntity, TItem, unknown>,
  id: number,
): Promise<TItem> {
  const entity = await em.findOne(publishable.entity, { id } as FilterQuery<TEntity>);
  if (!entity) throw notFound(publishable.notFoundMessage);
  return publishable.toItem(em, entity as TEntity);
}
