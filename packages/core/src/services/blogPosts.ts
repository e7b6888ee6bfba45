import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost as BlogPostEntity } from '@studio/db';
import {
  BLOG_POST_NOT_FOUND_MESSAGE,
  BLOG_SLUG_TAKEN_MESSAGE,
  blogPostInputSchema,
  resizableWidth,
  type AdminBlogPost,
  type AdminBlogPostSummary,
  type BlogPostCard,
  type LocaleCode,
} from '@studio/schemas';
import { listedIn } from './translations/localizedList';
import { withTranslation } from './translations/localizedRead';
import { postsPublicIn, publicTranslationOf } from './translations/publicTranslation';
import { withPreviewedTranslation } from './translations/previewedTranslation';
import { POST_TRANSLATIONS_TABLE } from './translations/translationRows';
import type { z } from 'zod';
import type { SignedInContext } from '../context';
import type { Deleted } from '../deleted';
import { notFound, type DomainError } from '../errors';
import { recordActivity, recordDeletion, type NewActivity } from './activity';
import { toBlogPost, toBlogPostSummaries } from './blogPostDto';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { forgetItem } from './publishing/forgetItem';
import type { Publishable } from './publishing/publishable';
import { publishingActions } from './publishing/publishingActions';
import { recordRevision } from './publishing/revisions';
import { followSlug } from './publishing/slugRedirects';
import { launchPending, publicPostFilter } from './publishing/visibility';
import { queuePostMails } from './subscriptions/listMails';
import { conflictOnDuplicate } from './uniqueViolation';

type BlogPostFields = z.output<typeof blogPostInputSchema>;

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

function postNotFound(): DomainError {
  return notFound(BLOG_POST_NOT_FOUND_MESSAGE);
}

function postEvent(
  ctx: SignedInContext,
  post: Pick<BlogPostEntity, 'id' | 'title'>,
  action: NewActivity['action'],
): NewActivity {
  return {
    action,
    subjectType: 'blogPost',
    subjectId: String(post.id),
    subjectName: post.title,
    actor: ctx.user.username,
  };
}

/** The published posts, newest first; in a language, only those whose translation there is public. */
export async function listPublishedPosts(
  em: EntityManager,
  { limit, locale = null }: { limit?: number; locale?: LocaleCode | null } = {},
): Promise<AdminBlogPostSummary[]> {
  const inLocale = locale && {
    id: { $in: await postsPublicIn(em, locale) },
  };
  const posts = await em.find(
    BlogPostEntity,
    { ...publicPostFilter(), ...inLocale },
    { orderBy: NEWEST_FIRST, exclude: ['content'], limit },
  );
  return listedIn(em, POST_TRANSLATIONS_TABLE, await toBlogPostSummaries(em, posts), locale);
}

/**
 * The published posts as the site's cards show them, newest first (see BlogPostCard in @studio/schemas): the
 * first `limit`.
 */
export async function listPublishedPostCards(
  em: EntityManager,
  shown: { limit?: number; locale?: LocaleCode | null } = {},
): Promise<BlogPostCard[]> {
  return (await listPublishedPosts(em, shown)).map((post) => ({
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    image: post.image,
    category: post.category,
    createdAt: post.createdAt,
    imageWidth: resizableWidth(post.images, post.image),
  }));
}

/**
 * Drafts and scheduled posts do not exist for the public; in another language, nor do posts whose translation
 * there is not public (unpublished or scheduled for later).
 */
export async function findPublishedPost(
  em: EntityManager,
  slug: string,
  locale: LocaleCode | null = null,
): Promise<AdminBlogPost> {
  const post = await em.findOne(BlogPostEntity, { slug, ...publicPostFilter() });
  if (!post) throw postNotFound();
  if (locale === null) return toBlogPost(em, post);
  const translation = await publicTranslationOf(em, post.id, locale);
  if (!translation) throw postNotFound();
  return withTranslation(await toBlogPost(em, post), translation.fields);
}

export async function listAllPosts(em: EntityManager): Promise<AdminBlogPostSummary[]> {
  const posts = await em.find(BlogPostEntity, {}, { orderBy: NEWEST_FIRST, exclude: ['content'] });
  return toBlogPostSummaries(em, posts);
}

function isPublic(post: Pick<BlogPostEntity, 'published' | 'publishAt'>): boolean {
  return post.published && (!post.publishAt || post.publishAt.getTime() <= Date.now());
}

/** The columns a save writes: the fields, the schedule as a date, and whether its launch is still to come. */
function savedColumns(fields: BlogPostFields) {
  const publishAt = fields.publishAt === null ? null : new Date(fields.publishAt);
  return { ...fields, publishAt, launchPending: launchPending(publishAt, fields.published) };
}

/** What every save keeps besides the post: its revision and its old slug. */
async function keepHistory(
  ctx: SignedInContext,
  tx: EntityManager,
  post: BlogPostEntity,
  fields: BlogPostFields,
  slugBefore: string | null,
): Promise<void> {
  await recordRevision(tx, {
    subjectType: 'blogPost',
    subjectId: post.id,
    content: fields,
    author: ctx.user.username,
  });
  await followSlug(tx, 'blogPost', post.id, { before: slugBefore, after: post.slug });
}

/**
 * A post that a save made public: its 'published' event, and, when it asks for it and was never sent, its
 * e-mail to the news list, in the save's transaction. A later save of a public post sends nothing.
 */
async function wentPublic(
  ctx: SignedInContext,
  tx: EntityManager,
  post: BlogPostEntity,
): Promise<void> {
  await recordActivity(tx, postEvent(ctx, post, 'published'));
  if (post.emailSubscribers && !post.mailQueuedAt) {
    await queuePostMails(tx, ctx.siteOrigin, { where: 'id = ?', params: [post.id] });
    await tx.refresh(post);
  }
}

/**
 * Records 'created', then 'published' when the new post goes straight out, so the feed shows both facts. A
 * scheduled post is announced by the scheduler when its time comes.
 */
export function createPost(ctx: SignedInContext, fields: BlogPostFields): Promise<AdminBlogPost> {
  return conflictOnDuplicate('slug', BLOG_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, CONTENT_CHANGES.postAdded(), async (tx) => {
      const post = tx.create(BlogPostEntity, savedColumns(fields));
      await tx.flush();
      await keepHistory(ctx, tx, post, fields, null);
      await recordActivity(tx, postEvent(ctx, post, 'created'));
      if (isPublic(post)) await wentPublic(ctx, tx, post);
      return toBlogPost(tx, post);
    }),
  );
}

/**
 * Records 'updated', then 'published' or 'unpublished' when the post went public or stopped being public;
 * updatedAt moves on every save.
 */
export function updatePost(
  ctx: SignedInContext,
  id: number,
  fields: BlogPostFields,
): Promise<AdminBlogPost> {
  return conflictOnDuplicate('slug', BLOG_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, CONTENT_CHANGES.postChanged(id), async (tx) => {
      const post = await tx.findOne(BlogPostEntity, { id });
      if (!post) throw postNotFound();
      const wasPublic = isPublic(post);
      const slugBefore = post.slug;
      tx.assign(post, { ...savedColumns(fields), updatedAt: new Date() });
      await tx.flush();
      await keepHistory(ctx, tx, post, fields, slugBefore);
      await recordActivity(tx, postEvent(ctx, post, 'updated'));
      if (wasPublic && !isPublic(post))
        await recordActivity(tx, postEvent(ctx, post, 'unpublished'));
      if (!wasPublic && isPublic(post)) await wentPublic(ctx, tx, post);
      return toBlogPost(tx, post);
    }),
  );
}

export function deletePost(ctx: SignedInContext, id: number): Promise<Deleted> {
  return writeContent(ctx, CONTENT_CHANGES.postChanged(id), async (tx) => {
    const post = await tx.findOne(BlogPostEntity, { id }, { fields: ['title'] });
    // Parallel deletes all find the row; only the one whose delete removed it goes on, the others answer 404.
    if (!post || (await tx.nativeDelete(BlogPostEntity, { id })) === 0) throw postNotFound();
    await forgetItem(tx, 'blogPost', id);
    await recordDeletion(tx, postEvent(ctx, post, 'deleted'));
    return { id, deleted: true };
  });
}

/** Posts on the publishing path: public when published and not scheduled for later. */
export const publishablePosts: Publishable<BlogPostEntity, AdminBlogPost, BlogPostFields> = {
  kind: 'blogPost',
  entity: BlogPostEntity,
  nameField: 'title',
  publicFilter: publicPostFilter,
  // A scheduled post that asks for it goes to the news list when its time comes.
  launchMails: queuePostMails,
  toItem: toBlogPost,
  preview: (post) => ({ kind: 'blogPost', post }),
  previewIn: (em, post, locale) =>
    withPreviewedTranslation(em, POST_TRANSLATIONS_TABLE, post, locale),
  notFoundMessage: BLOG_POST_NOT_FOUND_MESSAGE,
  revisionContent: blogPostInputSchema,
  restore: updatePost,
};

/** The admin's read of a post by id, drafts included, its revisions and its preview links. */
export const postPublishing = publishingActions(publishablePosts);
