import { Switch, Textarea } from '@mantine/core';
import { ScheduleField } from '../publishing/ScheduleField';
import { AutosaveNotice } from '../autosave/AutosaveNotice';
import { draftKey } from '../autosave/autosaveStore';
import { useAutosave } from '../autosave/useAutosave';
import { PublishingActions } from '../publishing/PublishingActions';
import { AdminFormLayout } from '../shared/AdminFormLayout';
import { FormSection } from '../shared/FormSection';
import { BlogPostDetails } from './BlogPostDetails';
import { BlogPostPreview } from './BlogPostPreview';
import type { BlogPostFormValues } from './blogPostFormValues';
import { useBlogPostForm } from './useBlogPostForm';
import { useSaveBlogPost } from './useSaveBlogPost';

interface BlogPostFormProps {
  /** The edited post's id; null for a new post. */
  id: number | null;
  initialValues: BlogPostFormValues;
}

export function BlogPostForm({ id, initialValues }: BlogPostFormProps) {
  const form = useBlogPostForm(initialValues);
  const autosave = useAutosave(draftKey('blog', id), form);
  const { save, isSaving } = useSaveBlogPost({
    id,
    onFieldErrors: form.setErrors,
    onSaved: autosave.clear,
  });
  const isNew = id === null;

  return (
    <AdminFormLayout
      onSubmit={form.onSubmit(save)}
      preview={<BlogPostPreview values={form.getValues()} />}
      previewSpan={5}
      cancelTo="/admin/blog"
      itemLabel="Post"
      isNew={isNew}
      isSaving={isSaving}
      isDirty={form.isDirty()}
    >
      {id !== null && <PublishingActions kind="blog" id={id} />}
      {autosave.kept && (
        <AutosaveNotice
          savedAt={autosave.kept.savedAt}
          onRestore={autosave.restore}
          onDiscard={autosave.discard}
        />
      )}
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
        <ScheduleField
          description="A published post with a future time goes public by itself then."
          value={form.getValues().publishAt}
          onChange={(publishAt) => form.setFieldValue('publishAt', publishAt)}
          error={form.errors.publishAt}
        />
      </FormSection>
    </AdminFormLayout>
  );
}
