import { useForm } from '@mantine/form';
import { blogPostInputSchema } from '@studio/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { BlogPostFormValues } from './blogPostFormValues';

/** The post form, validated by the same schema as the API; submits the parsed input. */
export function useBlogPostForm(initialValues: BlogPostFormValues) {
  return useForm({
    mode: 'controlled',
    initialValues,
    // The first broken rule of a field is the one to fix first (e.g. "too short" before "bad pattern").
    validate: zod4Resolver(blogPostInputSchema, { errorPriority: 'first' }),
    // Runs only after validation passed, so parse cannot throw here.
    transformValues: (values) => blogPostInputSchema.parse(values),
  });
}

export type BlogPostFormApi = ReturnType<typeof useBlogPostForm>;
