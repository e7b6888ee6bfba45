import { Autocomplete, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { ImageUploadField } from '../media/ImageUploadField';
import { FormSection } from '../shared/FormSection';
import { useTitleAndSlugFields } from '../shared/useTitleAndSlugFields';
import { valueProps } from '../shared/valueProps';
import { trpc } from '../../trpc';
import type { BlogPostFormApi } from './useBlogPostForm';

interface BlogPostDetailsProps {
  form: BlogPostFormApi;
  isNew: boolean;
}

export function BlogPostDetails({ form, isNew }: BlogPostDetailsProps) {
  const fields = useTitleAndSlugFields(form, 'title', isNew);
  const posts = trpc.admin.blog.list.useQuery();
  // Offering the categories already in use keeps their spelling consistent.
  const categories = [...new Set((posts.data ?? []).map((post) => post.category))].sort();

  return (
    <FormSection title="Post Details">
      <TextInput label="Title" withAsterisk {...fields.title} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...fields.slug} />
        <Autocomplete
          label="Category"
          description="e.g. News, Development, Design"
          data={categories}
          withAsterisk
          {...form.getInputProps('category')}
        />
      </SimpleGrid>
      <Textarea
        label="Excerpt"
        description={`A short summary for the blog list; max 200 characters (${form.getValues().excerpt.length}/200)`}
        withAsterisk
        autosize
        minRows={2}
        {...form.getInputProps('excerpt')}
      />
      <ImageUploadField
        label="Featured image URL"
        description="Upload a wide image (16:9 works best), or paste its address."
        previewAlt="Featured image preview"
        previewWidth={128}
        previewHeight={72}
        {...valueProps(form, 'image')}
      />
    </FormSection>
  );
}
