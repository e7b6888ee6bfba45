import { Checkbox, Switch, Textarea } from '@mantine/core';
import { trpc } from '../../trpc';
import { ScheduleField } from '../publishing/ScheduleField';
import { PublishableItemForm } from '../publishing/PublishableItemForm';
import { useItemEditing } from '../publishing/useItemEditing';
import { ListMailingFigures } from '../mailing/ListMailingFigures';
import { FormSection } from '../shared/FormSection';
import { valueProps } from '../shared/valueProps';
import { BlogPostDetails } from './BlogPostDetails';
import { BlogPostPreview } from './BlogPostPreview';
import { LanguageTabs } from '../translations/LanguageTabs';
import { PostTranslationForm } from './translation/PostTranslationForm';
import type { BlogPostFormValues } from './blogPostFormValues';
import { useBlogPostForm } from './useBlogPostForm';
import { useSaveBlogPost } from './useSaveBlogPost';

interface BlogPostFormProps {
  /** The edited post's id; null for a new post. */
  id: number | null;
  initialValues: BlogPostFormValues;
}

/** The news list's size and, once the post went to it, how its e-mail went. */
function PostNewsList({ postId }: { postId: number }) {
  const mailing = trpc.admin.blog.mailing.useQuery({ id: postId });
  return <ListMailingFigures mailing={mailing.data} mailLabel="This post's e-mail" />;
}

export function BlogPostForm({ id, initialValues }: BlogPostFormProps) {
  const form = useBlogPostForm(initialValues);
  const editing = useItemEditing('blog', id, form, useSaveBlogPost);
  const translations = trpc.admin.blog.translations.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null },
  );

  const ownForm = (
    <PublishableItemForm
      kind="blog"
      id={id}
      editing={editing}
      onSubmit={form.onSubmit(editing.save)}
      isDirty={form.isDirty()}
      preview={<BlogPostPreview values={form.getValues()} />}
      previewSpan={5}
      itemLabel="Post"
    >
      <BlogPostDetails form={form} isNew={id === null} />
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
          {...valueProps(form, 'publishAt')}
        />
        <Checkbox
          label="Email subscribers"
          description="Send this post to the news list once, when it goes public."
          {...form.getInputProps('emailSubscribers', { type: 'checkbox' })}
        />
        {id !== null && <PostNewsList postId={id} />}
      </FormSection>
    </PublishableItemForm>
  );

  return (
    <LanguageTabs
      languages={translations.data}
      translationForm={(translation, defaultLocale) =>
        id !== null && (
          // A translation saved anew is the form's new starting point.
          <PostTranslationForm
            key={translation.updatedAt ?? 'none'}
            postId={id}
            defaultLocale={defaultLocale}
            translation={translation}
            defaults={form.getValues()}
          />
        )
      }
    >
      {ownForm}
    </LanguageTabs>
  );
}
