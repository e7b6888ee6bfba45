import { TagsInput, TextInput, Textarea } from '@mantine/core';
import {
  appPath,
  isPublicApp,
  localeName,
  localizedPath,
  type AppTranslation,
  type LocaleCode,
} from '@studio/schemas';
import { trpc } from '../../../trpc';
import { translationDraftKey } from '../../autosave/autosaveStore';
import { useAutosave } from '../../autosave/useAutosave';
import { FormSection } from '../../shared/FormSection';
import { useSchemaForm } from '../../shared/useSchemaForm';
import { TranslatedField } from '../../translations/TranslatedField';
import { TranslationFormLayout } from '../../translations/TranslationFormLayout';
import { translationHandlers } from '../../translations/translationHandlers';
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
  const form = useSchemaForm(
    APP_TRANSLATION_FORM_SCHEMA,
    appTranslationToFormValues(translation.fields),
  );
  const autosave = useAutosave(translationDraftKey('apps', appId, locale), form);
  const language = localeName(locale);
  const defaultLanguage = localeName(defaultLocale);
  const takeSaved = (fields: AppTranslation['fields']) => {
    const values = appTranslationToFormValues(fields);
    autosave.clear();
    form.setValues(values);
    form.resetDirty(values);
  };
  const handlers = translationHandlers({
    language,
    itemName: `"${defaults.name}"`,
    onSaved: (saved: AppTranslation) => takeSaved(saved.fields),
    onRemoved: () => takeSaved({}),
    onFieldErrors: form.setErrors,
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
      language={language}
      defaultLanguage={defaultLanguage}
      itemName={`"${defaults.name}"`}
      state={translation}
      onSubmit={form.onSubmit((fields) => save.mutate({ ...fields, id: appId, locale }))}
      onRemove={() => remove.mutate({ id: appId, locale })}
      isSaving={save.isPending}
      isRemoving={remove.isPending}
      isDirty={form.isDirty()}
      viewPath={
        isPublicApp({ comingSoon: defaults.comingSoon, publishAt: defaults.publishAt || null })
          ? localizedPath(appPath(defaults.slug), locale)
          : null
      }
      autosave={autosave}
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
