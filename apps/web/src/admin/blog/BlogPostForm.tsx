import { Box, Button, Grid, Group, Stack, Switch, Textarea } from '@mantine/core';
import { Link } from 'react-router-dom';
import FormSection from '../shared/FormSection';
import BlogPostDetails from './BlogPostDetails';
import BlogPostPreview from './BlogPostPreview';
import type { BlogPostFormValues } from './blogPostFormValues';
import { useBlogPostForm } from './useBlogPostForm';
import { useSaveBlogPost } from './useSaveBlogPost';

interface BlogPostFormProps {
  /** The edited post's id; null for a new post. */
  id: number | null;
  initialValues: BlogPostFormValues;
}

export default function BlogPostForm({ id, initialValues }: BlogPostFormProps) {
  const form = useBlogPostForm(initialValues);
  const { save, isSaving } = useSaveBlogPost({ id, onFieldErrors: form.setErrors });
  const isNew = id === null;
  const submitLabel = isNew
    ? isSaving
      ? 'Creating...'
      : 'Create Post'
    : isSaving
      ? 'Updating...'
      : 'Update Post';

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <BlogPostDetails form={form} isNew={isNew} />
            <FormSection
              title="Content"
              description="Plain text: separate paragraphs with a blank line. Markdown is not supported, so text appears exactly as typed."
            >
              <Textarea
                label="Post content"
                withAsterisk
                autosize
                minRows={12}
                {...form.getInputProps('content')}
              />
              <Switch
                label="Publish"
                description="Make this post visible to visitors"
                {...form.getInputProps('published', { type: 'checkbox' })}
              />
            </FormSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box pos="sticky" top="6rem">
            <BlogPostPreview values={form.getValues()} />
          </Box>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="xl">
        <Button component={Link} to="/admin/blog" variant="default">
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
