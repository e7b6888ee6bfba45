import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { releaseInputSchema, type AdminRelease } from '@studio/schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';
import { DeletionDialog } from '../../shared/DeleteConfirmModal';
import { notifyRequestFailure } from '../../shared/notifyRequestFailure';
import { useDeleteConfirmation } from '../../shared/useDeleteConfirmation';
import { useSchemaForm } from '../../shared/useSchemaForm';
import { useRefreshAppCaches } from '../useRefreshAppCaches';
import { useSaveRelease } from './useSaveRelease';

const EMPTY_RELEASE = {
  version: '',
  releasedAt: '',
  notes: '',
  platforms: [] as string[],
  versionCode: null as number | null,
  emailSubscribers: false,
};

/** The app's releases, newest first: add one, edit or delete each. */
export function AppReleases({ appId }: { appId: number }) {
  const releases = trpc.admin.releases.list.useQuery({ id: appId });
  const form = useSchemaForm(releaseInputSchema, EMPTY_RELEASE);
  const [editing, setEditing] = useState<number | null>(null);
  const reset = () => {
    setEditing(null);
    form.setValues(EMPTY_RELEASE);
    form.resetDirty(EMPTY_RELEASE);
  };
  const { save, isSaving } = useSaveRelease({
    appId,
    onSaved: reset,
    onFieldErrors: form.setErrors,
  });
  const refreshAppCaches = useRefreshAppCaches();
  const utils = trpc.useUtils();
  const remove = trpc.admin.releases.delete.useMutation({
    onSuccess: () => {
      notifySuccess('Release deleted', 'The release has been deleted.');
      void utils.admin.releases.invalidate();
      void refreshAppCaches();
    },
    onError: (error) => notifyRequestFailure('Failed to delete the release', error),
  });
  const deletion = useDeleteConfirmation<AdminRelease>(
    {
      mutate: ({ id }, callbacks) => remove.mutate({ id: appId, releaseId: id }, callbacks),
      isPending: remove.isPending,
    },
    (release) => `release ${release.version}`,
  );
  const edit = (release: AdminRelease) => {
    setEditing(release.id);
    form.setValues({ ...release });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="section-releases">
      <Title order={2} size="h4" id="section-releases">
        Releases
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        What&apos;s new in each version: the app&apos;s page shows the latest, its releases page and
        feed all of them.
      </Text>
      <Stack gap="sm" mt="md">
        {releases.data?.length === 0 && <Text c="dimmed">No releases yet.</Text>}
        {releases.data?.map((release) => (
          <Group key={release.id} justify="space-between" wrap="nowrap">
            <Text>
              <strong>{release.version}</strong> ({release.releasedAt})
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit release ${release.version}`}
                onClick={() => edit(release)}
              >
                Edit
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={`Delete release ${release.version}`}
                onClick={() => deletion.ask(release)}
              >
                Delete
              </Button>
            </Group>
          </Group>
        ))}
        <form onSubmit={form.onSubmit((input) => save(editing, input))} noValidate>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {editing === null ? 'Add a release' : 'Edit the release'}
            </Title>
            <Group grow align="flex-start">
              <TextInput label="Version" withAsterisk {...form.getInputProps('version')} />
              <TextInput
                label="Release day"
                type="date"
                withAsterisk
                {...form.getInputProps('releasedAt')}
              />
            </Group>
            <Textarea
              label="Release notes"
              description="Plain text; a blank line starts a new paragraph."
              withAsterisk
              autosize
              minRows={3}
              {...form.getInputProps('notes')}
            />
            <NumberInput
              label="Version code"
              description="Optional: the Android versionCode; Google Play files these notes under it"
              allowDecimal={false}
              allowNegative={false}
              hideControls
              {...form.getInputProps('versionCode')}
              value={form.values.versionCode ?? ''}
              onChange={(code) =>
                form.setFieldValue('versionCode', typeof code === 'number' ? code : null)
              }
            />
            <TagsInput
              label="Platforms"
              description="Optional: where this version came out"
              {...form.getInputProps('platforms')}
            />
            <Checkbox
              label="Email the app's subscribers"
              description="Send these notes to everyone who asked to hear about this app."
              {...form.getInputProps('emailSubscribers', { type: 'checkbox' })}
            />
            <Group>
              <Button
                type="submit"
                loading={isSaving}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {editing === null ? 'Add release' : 'Save release'}
              </Button>
              {editing !== null && (
                <Button variant="subtle" onClick={reset}>
                  Cancel
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
      <DeletionDialog deletion={deletion} />
    </Paper>
  );
}
