import { Alert, Anchor, Button, FileInput, Group, List, Text } from '@mantine/core';
import type { FastlaneImport } from '@studio/schemas';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';
import { FormSection } from '../../shared/FormSection';
import { useRefreshAppCaches } from '../useRefreshAppCaches';
import { FastlaneChanges } from './FastlaneChanges';
import { FastlaneImportError, fastlaneAddress, sendFastlaneZip } from './sendFastlaneZip';

interface AppFastlaneProps {
  appId: number;
  /** The form has unsaved edits: an import would not show in it, so it waits for them to be saved. */
  formDirty: boolean;
  /** After an import saved: the form takes the app's texts as they now are. */
  onImported: () => Promise<void>;
}

/** The app's store texts out (fastlane.zip) and back in: a ZIP is tried first, then applied. */
export function AppFastlane({ appId, formDirty, onImported }: AppFastlaneProps) {
  const [file, setFile] = useState<File | null>(null);
  const [found, setFound] = useState<FastlaneImport | null>(null);
  const [refusal, setRefusal] = useState<FastlaneImportError | null>(null);
  const [busy, setBusy] = useState(false);
  const refreshAppCaches = useRefreshAppCaches();
  const utils = trpc.useUtils();

  const send = async (chosen: File, dryRun: boolean): Promise<FastlaneImport | null> => {
    setBusy(true);
    setRefusal(null);
    try {
      return await sendFastlaneZip(appId, chosen, { dryRun });
    } catch (error) {
      setRefusal(
        error instanceof FastlaneImportError ? error : new FastlaneImportError(String(error), {}),
      );
      return null;
    } finally {
      setBusy(false);
    }
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setFound(null);
    if (chosen) setFound(await send(chosen, true));
  };

  const apply = async () => {
    if (!file) return;
    const saved = await send(file, false);
    if (!saved) return;
    setFile(null);
    setFound(null);
    // Release notes are saved too.
    await Promise.all([refreshAppCaches(), utils.admin.releases.invalidate()]);
    await onImported();
    notifySuccess(
      'fastlane metadata imported',
      `${saved.changes.length} ${saved.changes.length === 1 ? 'text was' : 'texts were'} updated.`,
    );
  };

  return (
    <FormSection
      title="fastlane metadata"
      description="The store texts of every language in fastlane's layout (deliver and supply), to upload with fastlane, and back: a ZIP of a fastlane/metadata folder shows what it would change before anything is saved."
    >
      <Anchor href={`${fastlaneAddress(appId)}.zip`} download>
        <Group gap={4} wrap="nowrap" component="span">
          <IconDownload size={16} aria-hidden />
          Download fastlane.zip
        </Group>
      </Anchor>
      <FileInput
        label="Import fastlane metadata"
        description={
          formDirty
            ? 'Save your changes to the form first.'
            : 'A ZIP of fastlane/metadata (the download above, or the folder from a repository)'
        }
        placeholder="Choose a ZIP"
        accept=".zip,application/zip"
        leftSection={<IconFileZip size={16} aria-hidden />}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        disabled={formDirty || busy}
        clearable
      />
      {refusal && (
        <Alert color="red" title="The ZIP was refused">
          <Text size="sm">{refusal.message}</Text>
          <List size="sm">
            {Object.entries(refusal.errors).map(([path, messages]) => (
              <List.Item key={path}>{`${path}: ${messages.join(' ')}`}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {found && (
        <>
          <FastlaneChanges found={found} />
          <Group>
            <Button
              onClick={() => void apply()}
              loading={busy}
              disabled={found.changes.length === 0}
            >
              Apply changes
            </Button>
            <Button variant="default" onClick={() => void choose(null)} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </>
      )}
    </FormSection>
  );
}
