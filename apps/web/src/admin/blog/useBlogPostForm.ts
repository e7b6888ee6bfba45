import { blogPostInputSchema } from '@studio/schemas';
import { useSchemaForm } from '../shared/useSchemaForm';
import type { BlogPostFormValues } from './blogPostFormValues';

export function useBlogPostForm(initialValues: BlogPostFormValues) {
  return useSchemaForm(blogPostInputSchema, initialValues);
}

export type BlogPostFormApi = ReturnType<typeof useBlogPostForm>;
