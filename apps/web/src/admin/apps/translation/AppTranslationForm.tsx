import { TagsInput, TextInput, Textarea } from '@mantine/core';
import {
  appPath,
  isPublicApp,
  localizedPath,
  type AppTranslation,
  type LocaleCode,
} from '@studio/schemas';
import { trpc } from '../../../trpc';
import { translationDraftKey } from '../../autosave/autosaveStore';
import { TranslationPublishingActions } from '../../publishing/TranslationPublishingActions';
import { MediaGrid } from '../../media/MediaGrid';
import { mediaCount } from '../../media/mediaCount';
import { FormSection } from '../../shared/FormSection';
import { TranslatedField } from '../../translations/TranslatedField';
import { TranslationFormLayout } from '../../translations/TranslationFormLayout';
import { useTranslationForm } from '../../translations/useTranslationForm';
import type { AppFormValues } from '../appFormValues';
import { QuotedTextFields } from '../press/QuotedTextFields';
import { useRefreshAppCaches } from '../useRefreshAppCaches';
import {
  APP_TRANSLATION_FORM_SCHEMA,
  appTranslationToFormValues,
  shownDefault,
  type AppTranslatableField,
} from './appTranslationFormValues';

interface AppTranslationFormProps {
  appId: number;
  defaultLocale: LocaleCode;
  /** The translation as saved, and its language. */
  translation: AppTranslation;
  /** The app's own texts, as its form holds them now: shown beside each field. */
  defaults: AppFormValues;
}

/** An app's translation into one language: its translatable fields, each beside the default language's text. */
export function AppTranslationForm({
  appId,
  defaultLocale,
  translation,
  defaults,
}: AppTranslationFormProps) {
  const { locale } = translation;
  const { form, handlers, defaultLanguage, valuesKey, layout } = useTranslationForm({
    schema: APP_TRANSLATION_FORM_SCHEMA,
    translation,
    valuesOf: (saved: AppTranslation | null) => appTranslationToFormValues(saved?.fields ?? {}),
    defaultLocale,
    draftKey: translationDraftKey('apps', appId, locale),
    itemName: `"${defaults.name}"`,
    refresh: useRefreshAppCaches(),
  });
  const save = trpc.admin.apps.saveTranslation.useMutation(handlers.save);
  const remove = trpc.admin.apps.deleteTranslation.useMutation(handlers.remove);

  const beside = (field: AppTranslatableField) => ({
    defaultLanguage,
    defaultText: shownDefault(defaults[field]),
  });
  const hasDefault = (...fields: AppTranslatableField[]) =>
    fields.some((field) => defaults[field].length > 0);

  return (
    <TranslationFormLayout
      {...layout}
      onSubmit={form.onSubmit((fields) => save.mutate({ ...fields, id: appId, locale }))}
      onRemove={() => remove.mutate({ id: appId, locale })}
      isSaving={save.isPending}
      isRemoving={remove.isPending}
      actions={
        <TranslationPublishingActions
          kind="apps"
          id={appId}
          language={{ locale, name: layout.language }}
        />
      }
      viewPath={
        isPublicApp({ comingSoon: defaults.comingSoon, publishAt: defaults.publishAt || null })
          ? localizedPath(appPath(defaults.slug), locale)
          : null
      }
    >
      <FormSection title="Basic Information">
        <TranslatedField {...beside('name')}>
          <TextInput label="App name" lang={locale} {...form.getInputProps('name')} />
        </TranslatedField>
        <TranslatedField {...beside('shortDescription')}>
          <Textarea
            label="Short description"
            description="Shown on app cards; max 150 characters"
            lang={locale}
            autosize
            minRows={2}
            {...form.getInputProps('shortDescription')}
          />
        </TranslatedField>
        <TranslatedField {...beside('description')}>
          <Textarea
            label="Full description"
            lang={locale}
            autosize
            minRows={6}
            {...form.getInputProps('description')}
          />
        </TranslatedField>
      </FormSection>
      <FormSection title="App Store Listing">
        <TranslatedField {...beside('subtitle')}>
          <TextInput label="Subtitle" lang={locale} {...form.getInputProps('subtitle')} />
        </TranslatedField>
        <TranslatedField {...beside('keywords')}>
          <TextInput label="Keywords" lang={locale} {...form.getInputProps('keywords')} />
        </TranslatedField>
        <TranslatedField {...beside('promotionalText')}>
          <Textarea
            label="Promotional text"
            lang={locale}
            autosize
            minRows={2}
            {...form.getInputProps('promotionalText')}
          />
        </TranslatedField>
      </FormSection>
      <FormSection title="Terms of Use and Privacy Policy">
        <TranslatedField {...beside('termsLink')}>
          <Textarea
            label="Terms of Use"
            lang={locale}
            autosize
            minRows={4}
            maxRows={16}
            {...form.getInputProps('termsLink')}
          />
        </TranslatedField>
        <TranslatedField {...beside('privacyLink')}>
          <Textarea
            label="Privacy Policy"
            lang={locale}
            autosize
            minRows={4}
            maxRows={16}
            {...form.getInputProps('privacyLink')}
          />
        </TranslatedField>
        <TranslatedField {...beside('accountDeletion')}>
          <Textarea
            label="Account deletion"
            lang={locale}
            autosize
            minRows={3}
            maxRows={12}
            {...form.getInputProps('accountDeletion')}
          />
        </TranslatedField>
      </FormSection>
      <FormSection
        title="Screenshots"
        description={`Screenshots and videos for the ${layout.language} pages, e.g. with the app's texts in ${layout.language}. Without any, the ${defaultLanguage} ones show.`}
      >
        <TranslatedField
          defaultLanguage={defaultLanguage}
          defaultText={mediaCount(defaults.screenshots)}
        >
          <MediaGrid
            key={valuesKey}
            value={form.getValues().screenshots}
            onChange={(update) => form.setFieldValue('screenshots', update)}
            error={form.errors.screenshots}
          />
        </TranslatedField>
      </FormSection>
      {(defaults.comingSoon || hasDefault('expectedLaunch', 'launchMessage')) && (
        <FormSection title="Coming Soon">
          <TranslatedField {...beside('expectedLaunch')}>
            <TextInput
              label="Expected launch"
              lang={locale}
              {...form.getInputProps('expectedLaunch')}
            />
          </TranslatedField>
          <TranslatedField {...beside('launchMessage')}>
            <Textarea
              label="Launch message"
              lang={locale}
              autosize
              minRows={2}
              {...form.getInputProps('launchMessage')}
            />
          </TranslatedField>
        </FormSection>
      )}
      {(defaults.pressKitEnabled || hasDefault('features', 'awards', 'quotes')) && (
        <FormSection title="Press kit">
          <TranslatedField {...beside('features')}>
            <TagsInput
              label="Features"
              description="Short lines; press Enter after each"
              lang={locale}
              splitChars={[]}
              {...form.getInputProps('features')}
            />
          </TranslatedField>
          <TranslatedField {...beside('awards')}>
            <QuotedTextFields form={form} field="awards" itemName="Award" />
          </TranslatedField>
          <TranslatedField {...beside('quotes')}>
            <QuotedTextFields form={form} field="quotes" itemName="Quote" />
          </TranslatedField>
        </FormSection>
      )}
    </TranslationFormLayout>
  );
}
