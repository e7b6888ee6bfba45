import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BLOG_POST_NOT_FOUND_MESSAGE,
  POST_TRANSLATABLE_FIELDS,
  postTranslationFieldsSchema,
  postTranslationInputSchema,
  type LocaleCode,
  type PostTranslation,
  type PostTranslations,
  type TranslationDeleted,
} from '@studio/schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../../context';
import { CONTENT_CHANGES } from '../contentChanges';
import { writeContent } from '../contentWrite';
import { launchPending } from '../publishing/visibility';
import { translationList } from './translationList';
import { translationStates } from './translationStates';
import { assertTranslationLocale } from './translationLocale';
import { translatedFields, translationCoverage } from './translatedFields';
import { recordTranslationRevision, translationRevisionActions } from './translationRevisions';
import {
  assertItemExists,
  defaultTexts,
  POST_TRANSLATIONS_TABLE,
  removeTranslation,
  upsertTranslation,
  type SavedTranslation,
  type TranslationTable,
} from './translationRows';

const POST_TRANSLATIONS: TranslationTable = {
  ...POST_TRANSLATIONS_TABLE,
  items: 'blog_posts',
  entity: 'BlogPost',
  fields: POST_TRANSLATABLE_FIELDS,
  itemNotFound: BLOG_POST_NOT_FOUND_MESSAGE,
};

function answerOf(
  locale: LocaleCode,
  saved: SavedTranslation | undefined,
  defaults: Record<string, unknown>,
): PostTranslation {
  return {
    locale,
    fields: postTranslationFieldsSchema.parse(saved?.fields ?? {}),
    published: saved?.published ?? false,
    publishAt: saved?.publish_at ? new Date(saved.publish_at).toISOString() : null,
    ...translationCoverage(POST_TRANSLATABLE_FIELDS, saved?.fields ?? null, defaults),
    updatedAt: saved?.updatedAt.toISOString() ?? null,
  };
}

/** Every post's translation state in each language of the site but the default, for the admin's list. */
export function postTranslationStates(em: EntityManager) {
  return translationStates(em, POST_TRANSLATIONS, answerOf);
}

/** Every language of the site but the default, with the post's translation there (if any) and what it lacks. */
export function listPostTranslations(em: EntityManager, id: number): Promise<PostTranslations> {
  return translationList(em, POST_TRANSLATIONS, id, answerOf);
}

/**
 * Replaces the post's translation into `locale`: its fields, whether it is published in that language and
 * when (a schedule ahead waits for the scheduler to announce it).
 */
export function savePostTranslation(
  ctx: SignedInContext,
  id: number,
  locale: LocaleCode,
  { published, publishAt, ...given }: z.output<typeof postTranslationInputSchema>,
): Promise<PostTranslation> {
  return writeContent(ctx, CONTENT_CHANGES.postChanged(id), async (tx) => {
    const defaults = await defaultTexts(tx, POST_TRANSLATIONS, id);
    await assertTranslationLocale(tx, locale);
    const fields = translatedFields(given);
    const schedule = publishAt === null ? null : new Date(publishAt);
    const saved = await upsertTranslation(tx, POST_TRANSLATIONS, id, {
      locale,
      fields,
      published,
      publish_at: schedule,
      launch_pending: launchPending(schedule, published),
    });
    await recordTranslationRevision(ctx, tx, 'blogPost', id, locale, {
      ...fields,
      published,
      publishAt: schedule?.toISOString() ?? null,
    });
    return answerOf(locale, saved, defaults);
  });
}

/** Removes the post's translation into `locale`: it leaves that language's blog. */
export function deletePostTranslation(
  ctx: SignedInContext,
  id: number,
  locale: LocaleCode,
): Promise<TranslationDeleted> {
  return writeContent(ctx, CONTENT_CHANGES.postChanged(id), async (tx) => {
    await assertItemExists(tx, POST_TRANSLATIONS, id);
    await removeTranslation(tx, POST_TRANSLATIONS, id, locale);
    return { locale, deleted: true };
  });
}

/** The revisions of a post's translation into each language, and their restore. */
export const postTranslationRevisions = translationRevisionActions({
  kind: 'blogPost',
  table: POST_TRANSLATIONS,
  content: postTranslationInputSchema,
  save: savePostTranslation,
});
