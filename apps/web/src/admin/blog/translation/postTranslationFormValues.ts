import {
  blankFieldsLeftOut,
  postTranslationInputSchema,
  type PostTranslation,
} from '@studio/schemas';
import type { BlogPostFormValues } from '../blogPostFormValues';

/**
 * What a post's translation form edits: its translatable fields, blank where not translated, whether it is
 * published, and its schedule (blank for none).
 */
export type PostTranslationFormValues = Pick<
  BlogPostFormValues,
  'title' | 'excerpt' | 'content' | 'image' | 'published' | 'publishAt'
>;

/** The form's check and what it sends: blank fields are left out (no translation), the others checked as the post's. */
export const POST_TRANSLATION_FORM_SCHEMA = blankFieldsLeftOut(postTranslationInputSchema);

export function postTranslationToFormValues({
  fields,
  published,
  publishAt,
}: Pick<PostTranslation, 'fields' | 'published' | 'publishAt'>): PostTranslationFormValues {
  return {
    title: fields.title ?? '',
    excerpt: fields.excerpt ?? '',
    content: fields.content ?? '',
    image: fields.image ?? '',
    published,
    publishAt: publishAt ?? '',
  };
}
