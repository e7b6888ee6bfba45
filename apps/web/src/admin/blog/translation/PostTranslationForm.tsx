import { Switch, TextInput, Textarea } from '@mantine/core';
import {
  isPublicTranslation,
  localizedPath,
  postPath,
  type LocaleCode,
  type PostTranslation,
} from '@studio/schemas';
import { trpc } from '../../../trpc';
import { translationDraftKey } from '../../autosave/autosaveStore';
import { ImageUploadField } from '../../media/ImageUploadField';
import { ScheduleField } from '../../publishing/ScheduleField';
import { TranslationPublishingActions } from '../../publishing/TranslationPublishingActions';
import { FormSection } from '../../shared/FormSection';
import { valueProps } from '../../shared/valueProps';
import { TranslatedField } from '../../translations/TranslatedField';
import { TranslationFormLayout } from '../../translations/TranslationFormLayout';
import { useTranslationForm } from '../../translations/useTranslationForm';
import type { BlogPostFormValues } from '../blogPostFormValues';
import { useRefreshBlogCaches } from '../useRefreshBlogCaches';
import {
  POST_TRANSLATION_FORM_SCHEMA,
  postTranslationToFormValues,
} from './postTranslationFormValues';

interface PostTranslationFormProps {
  postId: number;
  defaultLocale: LocaleCode;
  /** The translation as saved, and its language. */
  translation: PostTranslation;
  /** The post's own texts, as its form holds them now: shown beside each field. */
  defaults: BlogPostFormValues;
}

/**
 * A post's translation into one language: its texts, each beside the default language's, whether it is
 * published in that language's blog, and when.
 */
export function PostTranslationForm({
  postId,
  defaultLocale,
  translation,
  defaults,
}: PostTranslationFormProps) {
  const { locale } = translation;
  const { form, handlers, defaultLanguage, layout } = useTranslationForm({
    schema: POST_TRANSLATION_FORM_SCHEMA,
    translation,
    valuesOf: (saved: PostTranslation | null) =>
      postTranslationToFormValues(saved ?? { fields: {}, published: false, publishAt: null }),
    defaultLocale,
    draftKey: translationDraftKey('blog', postId, locale),
    itemName: `"${defaults.title}"`,
    refresh: useRefreshBlogCaches(),
  });
  const save = trpc.admin.blog.saveTranslation.useMutation(handlers.save);
  const remove = trpc.admin.blog.deleteTranslation.useMutation(handlers.remove);
  const beside = (field: 'title' | 'excerpt' | 'content' | 'image') => ({
    defaultLanguage,
    defaultText: defaults[field],
  });

  return (
    <TranslationFormLayout
      {...layout}
      onSubmit={form.onSubmit((fields) => save.mutate({ ...fields, id: postId, locale }))}
      onRemove={() => remove.mutate({ id: postId, locale })}
      isSaving={save.isPending}
      isRemoving={remove.isPending}
      actions={
        <TranslationPublishingActions
          kind="blog"
          id={postId}
          language={{ locale, name: layout.language }}
        />
      }
      // A post is in a language's blog once it and its translation there are public.
      viewPath={
        isPublicTranslation(
          { published: defaults.published, publishAt: defaults.publishAt || null },
          translation,
        )
          ? localizedPath(postPath(defaults.slug), locale)
          : null
      }
    >
      <FormSection title="Post Details">
        <TranslatedField {...beside('title')}>
          <TextInput label="Title" lang={locale} {...form.getInputProps('title')} />
        </TranslatedField>
        <TranslatedField {...beside('excerpt')}>
          <Textarea
            label="Excerpt"
            description="A short summary for the blog list; max 200 characters"
            lang={locale}
            autosize
            minRows={2}
            {...form.getInputProps('excerpt')}
          />
        </TranslatedField>
        <TranslatedField {...beside('image')}>
          <ImageUploadField
            label="Featured image URL"
            description="Optional: a picture of its own for this language, e.g. with translated text in it."
            previewAlt="Featured image preview"
            previewWidth={128}
            previewHeight={72}
            {...valueProps(form, 'image')}
          />
        </TranslatedField>
      </FormSection>
      <FormSection title="Content" description="Plain text: separate paragraphs with a blank line.">
        <TranslatedField {...beside('content')}>
          <Textarea
            label="Post content"
            lang={locale}
            autosize
            minRows={12}
            {...form.getInputProps('content')}
          />
        </TranslatedField>
        <Switch
          label={`Publish in ${layout.language}`}
          description={`Show this translation in the ${layout.language} blog, feed and sitemap`}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <ScheduleField
          description={`A published translation with a future time goes public in the ${layout.language} blog by itself then.`}
          {...valueProps(form, 'publishAt')}
        />
      </FormSection>
    </TranslationFormLayout>
  );
}
