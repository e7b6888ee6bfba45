import { Stack, Textarea } from '@mantine/core';
import { trpc } from '../../trpc';
import { MediaGrid } from '../media/MediaGrid';
import { PublishableItemForm } from '../publishing/PublishableItemForm';
import { useItemEditing } from '../publishing/useItemEditing';
import { FormSection } from '../shared/FormSection';
import { AppBasicInformation } from './AppBasicInformation';
import { AppComingSoon } from './AppComingSoon';
import { AppDeepLinks } from './AppDeepLinks';
import { AppPreviewCard } from './AppPreviewCard';
import { AppReadinessPanel } from './readiness/AppReadinessPanel';
import { AppStoreLinksAndSupport } from './AppStoreLinksAndSupport';
import { AppStoreListing } from './AppStoreListing';
import { appToFormValues, type AppFormValues } from './appFormValues';
import { AppFastlane } from './fastlane/AppFastlane';
import { useAppForm } from './useAppForm';
import { useSaveApp } from './useSaveApp';
import { AppPressKit } from './press/AppPressKit';
import { AppReleases } from './releases/AppReleases';
import { ReleaseNotesTranslations } from './releases/ReleaseNotesTranslations';
import { AppPrivacyDeclaration } from './privacy/AppPrivacyDeclaration';
import { LanguageTabs } from '../translations/LanguageTabs';
import { AppTranslationForm } from './translation/AppTranslationForm';

interface AppFormProps {
  /** The edited app's id; null for a new app. */
  id: number | null;
  initialValues: AppFormValues;
}

export function AppForm({ id, initialValues }: AppFormProps) {
  const form = useAppForm(initialValues);
  const editing = useItemEditing('apps', id, form, useSaveApp);
  const isNew = id === null;
  const utils = trpc.useUtils();
  const translations = trpc.admin.apps.translations.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null },
  );
  /** After an import saved texts: the form shows the app as it now is. */
  const takeSavedApp = async (appId: number) => {
    const values = appToFormValues(await utils.admin.apps.byId.fetch({ id: appId }));
    form.setValues(values);
    form.resetDirty(values);
  };

  const ownForm = (
    <>
      <PublishableItemForm
        kind="apps"
        id={id}
        editing={editing}
        onSubmit={form.onSubmit(editing.save)}
        isDirty={form.isDirty()}
        preview={<AppPreviewCard values={form.getValues()} />}
        previewSpan={4}
        itemLabel="App"
        status={id !== null && <AppReadinessPanel id={id} />}
      >
        <AppBasicInformation form={form} isNew={isNew} />
        <AppComingSoon form={form} appId={id} />
        <AppStoreLinksAndSupport form={form} />
        <AppStoreListing form={form} />
        <FormSection title="Description">
          <Textarea
            label="Full description"
            description="Shown on the app's page."
            withAsterisk
            autosize
            minRows={6}
            {...form.getInputProps('description')}
          />
        </FormSection>
        <FormSection
          title="Terms of Use and Privacy Policy"
          description="Paste the full texts (not links); each becomes its own page for this app. Google Play also asks for account-deletion instructions."
        >
          <Textarea
            label="Terms of Use"
            autosize
            minRows={4}
            maxRows={16}
            {...form.getInputProps('termsLink')}
          />
          <Textarea
            label="Privacy Policy"
            autosize
            minRows={4}
            maxRows={16}
            {...form.getInputProps('privacyLink')}
          />
          <Textarea
            label="Account deletion"
            description="How users delete their account and data, or a link to where they can."
            autosize
            minRows={3}
            maxRows={12}
            {...form.getInputProps('accountDeletion')}
          />
        </FormSection>
        <FormSection
          title="Screenshots"
          description="Up to 10 images or videos in 9:16 (portrait) format. Drag a handle, or focus it and use Space and the arrow keys, to change the order."
        >
          <MediaGrid
            key={editing.autosave.restoreCount}
            value={form.getValues().screenshots}
            onChange={(update) => form.setFieldValue('screenshots', update)}
            error={form.errors.screenshots}
          />
        </FormSection>
        <AppDeepLinks form={form} />
        <AppPressKit form={form} />
      </PublishableItemForm>
      {/* The import, the releases and the privacy declaration save on their own, outside the app's form and its Save button. */}
      {id !== null && (
        <AppFastlane appId={id} formDirty={form.isDirty()} onImported={() => takeSavedApp(id)} />
      )}
      {id !== null && <AppReleases appId={id} />}
      {id !== null && <AppPrivacyDeclaration appId={id} />}
    </>
  );

  return (
    <LanguageTabs
      languages={translations.data}
      translationForm={(translation, defaultLocale) =>
        id !== null && (
          // A translation saved anew (here, or by an import) is the form's new starting point.
          <Stack gap="xl">
            <AppTranslationForm
              key={translation.updatedAt ?? 'none'}
              appId={id}
              defaultLocale={defaultLocale}
              translation={translation}
              defaults={form.getValues()}
            />
            <ReleaseNotesTranslations
              appId={id}
              locale={translation.locale}
              defaultLocale={defaultLocale}
            />
          </Stack>
        )
      }
    >
      {ownForm}
    </LanguageTabs>
  );
}
