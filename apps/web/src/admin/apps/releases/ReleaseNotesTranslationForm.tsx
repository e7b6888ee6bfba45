import { Button, Group, Stack, Textarea } from '@mantine/core';
import {
  localeName,
  releaseTranslationInputSchema,
  type AdminRelease,
  type LocaleCode,
} from '@studio/schemas';
import { useState } from 'react';
import { trpc } from '../../../trpc';
import { DeleteConfirmModal } from '../../shared/DeleteConfirmModal';
import { UnsavedChangesGuard } from '../../shared/UnsavedChangesGuard';
import { useSchemaForm } from '../../shared/useSchemaForm';
import { TranslatedField } from '../../translations/TranslatedField';
import { translationHandlers } from '../../translations/translationHandlers';
import { useRefreshAppCaches } from '../useRefreshAppCaches';

interface ReleaseNotesTranslationFormProps {
  appId: number;
  release: AdminRelease;
  locale: LocaleCode;
  defaultLocale: LocaleCode;
}

const notesIn = (release: AdminRelease, locale: LocaleCode) =>
  release.translations.find((translation) => translation.locale === locale)?.notes ?? '';

/** One release's notes in one language, beside the default language's: saved and removed on their own. */
export function ReleaseNotesTranslationForm({
  appId,
  release,
  locale,
  defaultLocale,
}: ReleaseNotesTranslationFormProps) {
  const language = localeName(locale);
  const version = `version ${release.version}`;
  const form = useSchemaForm(releaseTranslationInputSchema, { notes: notesIn(release, locale) });
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const refreshAppCaches = useRefreshAppCaches();
  const startFrom = (notes: string) => {
    form.setValues({ notes });
    form.resetDirty({ notes });
  };
  const handlers = translationHandlers<AdminRelease>({
    language,
    itemName: version,
    onSaved: (saved) => startFrom(notesIn(saved, locale)),
    onRemoved: () => startFrom(''),
    onFieldErrors: form.setErrors,
    refresh: async () => {
      await Promise.all([utils.admin.releases.invalidate(), refreshAppCaches()]);
    },
  });
  const save = trpc.admin.releases.saveTranslation.useMutation(handlers.save);
  const remove = trpc.admin.releases.deleteTranslation.useMutation(handlers.remove);
  const target = { id: appId, releaseId: release.id, locale };

  return (
    <form
      onSubmit={form.onSubmit(({ notes }) => save.mutate({ ...target, notes }))}
      noValidate
      aria-label={`${language} notes of ${version}`}
    >
      <UnsavedChangesGuard active={form.isDirty()} />
      <Stack gap="xs">
        <TranslatedField defaultLanguage={localeName(defaultLocale)} defaultText={release.notes}>
          <Textarea
            label={`Notes of ${version}`}
            lang={locale}
            autosize
            minRows={3}
            {...form.getInputProps('notes')}
          />
        </TranslatedField>
        <Group justify="flex-end">
          {notesIn(release, locale) && (
            <Button
              variant="default"
              color="red"
              aria-label={`Remove the ${language} notes of ${version}`}
              onClick={() => setConfirming(true)}
            >
              Remove
            </Button>
          )}
          <Button
            type="submit"
            disabled={save.isPending}
            aria-label={`Save ${language} notes of ${version}`}
          >
            {save.isPending ? 'Saving...' : `Save ${language} notes`}
          </Button>
        </Group>
      </Stack>
      <DeleteConfirmModal
        subject={confirming ? `the ${language} notes of ${version}` : null}
        isDeleting={remove.isPending}
        onConfirm={() => {
          remove.mutate(target);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
