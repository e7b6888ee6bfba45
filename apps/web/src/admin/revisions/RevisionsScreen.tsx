import {
  Button,
  Container,
  Grid,
  Group,
  Modal,
  NavLink,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { notifySuccess } from '../../notifications/notify';
import { SubpageHeader } from '../shared/SubpageHeader';
import { LoadFailure } from '../shared/LoadFailure';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { fieldChanges } from './fieldChanges';
import { RevisionDiff } from './RevisionDiff';
import type { RevisionHistory } from './revisionHistory';

function formatRevisionTime(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** The address's `?revision=` names the revision shown; `?language=`, the history, stays. */
function withRevision(search: URLSearchParams, revisionId: number): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('revision', String(revisionId));
  return next;
}

function withoutRevision(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('revision');
  return next;
}

/** What the screen says of the history it shows. */
export interface RevisionsScreenTexts {
  back: { label: string; to: string };
  title: string;
  description(itemName: string): string;
  /** The load failure's message and its way back. */
  failure: { message: string; backLabel: string; backTo: string };
  /** What the restore's confirmation says takes the revision's content. */
  restoreTarget: string;
}

/** The saves of one history, what each would change, and its restore. */
export function RevisionsScreen({
  history,
  texts,
}: {
  history: RevisionHistory;
  texts: RevisionsScreenTexts;
}) {
  const [search, setSearch] = useSearchParams();
  const { revisions, chosen, revision, current, itemName, restore } = history;
  const [confirming, setConfirming] = useState(false);
  // Comparing long texts takes up to the screen's limit: once per revision, not at every render.
  const changes = useMemo(
    () => (revision.data && current.data ? fieldChanges(revision.data.content, current.data) : []),
    [revision.data, current.data],
  );

  if (revisions.isLoading || current.isLoading) return <PageLoader label="Loading" />;
  if (!revisions.data || !current.data) {
    return <LoadFailure title="Error Loading Revisions" {...texts.failure} />;
  }

  const confirmRestore = () => {
    if (chosen === null) return;
    restore.run(chosen, {
      onSuccess: () => {
        setConfirming(false);
        setSearch(withoutRevision(search));
        notifySuccess('Revision restored', 'The restored content is now the current version.');
      },
      onError: (error) => {
        setConfirming(false);
        notifyRequestFailure('Failed to restore revision', error);
      },
    });
  };

  return (
    <Container size="xl" py="xl">
      <SubpageHeader
        back={texts.back}
        title={texts.title}
        description={texts.description(itemName ?? '')}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="xs" component="nav" aria-label="Revisions">
            {revisions.data.length === 0 && (
              <Text c="dimmed" p="xs">
                No revisions yet: each save from now on keeps one.
              </Text>
            )}
            {revisions.data.map((item, index) => (
              <NavLink
                component="button"
                type="button"
                key={item.id}
                active={item.id === chosen}
                label={formatRevisionTime(item.createdAt)}
                description={`${index === 0 ? 'Current version · ' : ''}${item.author ?? 'Scheduled'} · ${item.summary.join(', ') || 'no changes'}`}
                onClick={() => setSearch(withRevision(search, item.id))}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4">
                Changes from the current version
              </Title>
              <Button
                onClick={() => setConfirming(true)}
                disabled={changes.length === 0 || restore.isPending}
              >
                Restore this revision
              </Button>
            </Group>
            {revision.isLoading ? (
              <PageLoader label="Loading" />
            ) : (
              <RevisionDiff changes={changes} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Restore this revision?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>
          {`${texts.restoreTarget} takes this revision's content again. The current version stays in the revisions, so this can be undone.`}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={confirmRestore} disabled={restore.isPending}>
            {restore.isPending ? 'Restoring...' : 'Restore'}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
