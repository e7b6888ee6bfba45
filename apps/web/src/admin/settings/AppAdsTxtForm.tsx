import { Anchor, Button, Group, Textarea } from '@mantine/core';
import { appAdsTxtFormSchema } from '@studio/schemas';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { fieldMessages } from '../../apiErrors/failedCall';
import { FormSection } from '../shared/FormSection';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useSchemaForm } from '../shared/useSchemaForm';

const EXAMPLE = `# Pixelwave Studio
google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0
CONTACT=ads@example.com`;

/** The app-ads.txt editor: every line is checked here as on the server, and a bad one named. */
export function AppAdsTxtForm({ content }: { content: string }) {
  const form = useSchemaForm(appAdsTxtFormSchema, { content });
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.saveAppAds.useMutation({
    onSuccess: (saved) => {
      notifySuccess(
        'app-ads.txt saved',
        saved.content.trim()
          ? 'Ad networks will find it at /app-ads.txt.'
          : 'The file is now empty.',
      );
      form.resetDirty(saved);
      utils.admin.settings.appAds.setData(undefined, saved);
    },
    onError: (error) => {
      notifyRequestFailure('Failed to save app-ads.txt', error);
      form.setErrors(fieldMessages(error));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <FormSection
        title="app-ads.txt"
        description={
          <>
            The authorized sellers of your apps&apos; ad inventory (IAB app-ads.txt 1.0), served at{' '}
            <Anchor href="/app-ads.txt" target="_blank" rel="noopener" underline="always">
              /app-ads.txt
            </Anchor>
            . One record per line (domain, publisher id, DIRECT or RESELLER, optional certification
            authority id); # starts a comment. Leave it empty to remove the file.
          </>
        }
      >
        <Textarea
          label="app-ads.txt content"
          placeholder={EXAMPLE}
          autosize
          minRows={8}
          maxRows={30}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('content')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save app-ads.txt'}
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
