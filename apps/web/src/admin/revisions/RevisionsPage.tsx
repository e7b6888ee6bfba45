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
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { notifySuccess } from '../../notifications/notify';
import { SubpageHeader } from '../shared/SubpageHeader';
import { LoadFailure } from '../shared/LoadFailure';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { fieldChanges } from './fieldChanges';
import { RevisionDiff } from './RevisionDiff';
import type { AdminKind } from '../publishing/adminKind';
import { useRevisions } from './useRevisions';

const LABELS = {
  blog: {
    item: 'Post',
    list: 'Blog Posts',
    name: (item: object) => (item as { title: string }).title,
  },
  apps: { item: 'App', list: 'Apps', name: (item: object) => (item as { name: string }).name },
} as const;

function formatRevisionTime(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** /admin/{blog,apps}/revisions/{id}: the saves of one item, what each would change, and its restore. */
export function RevisionsPage({ kind }: { kind: AdminKind }) {
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('revision'));
  const { revisions, chosen, revision, current, restore } = useRevisions(
    kind,
    id,
    Number.isInteger(asked) && asked > 0 ? asked : null,
  );
  const [confirming, setConfirming] = useState(false);
  // Comparing long texts takes up to the screen's limit: once per revision, not at every render.
  const changes = useMemo(
    () =>
      revision.data && current.data
        ? fieldChanges(revision.data.content, current.data as unknown as Record<string, unknown>)
        : [],
    [revision.data, current.data],
  );
  const labels = LABELS[kind];
  const editPath = `/admin/${kind}/edit/${id}`;

  if (revisions.isLoading || current.isLoading) return <PageLoader label="Loading" />;
  if (!revisions.data || !current.data) {
    return (
      <LoadFailure
        title="Error Loading Revisions"
        message={`We couldn't load the revisions. The ${labels.item.toLowerCase()} may not exist or there was a server error.`}
        backLabel={`Return to ${labels.list}`}
        backTo={`/admin/${kind}`}
      />
    );
  }

  const confirmRestore = () => {
    if (chosen === null) return;
    restore.mutate(
      { id, revisionId: chosen },
      {
        onSuccess: () => {
          setConfirming(false);
          setSearch({});
          notifySuccess('Revision restored', 'The restored content is now the current version.');
        },
        onError: (error) => {
          setConfirming(false);
          notifyRequestFailure('Failed to restore revision', error);
        },
      },
    );
  };

  return (
    <Container size="xl" py="xl">
      <SubpageHeader
        back={{ label: `Back to the ${labels.item}`, to: editPath }}
        title="Revisions"
        description={`Every save of "${labels.name(current.data)}", newest first.`}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="xs" component="nav" aria-label="Revisions">
            {revisions.data.map((item, index) => (
              <NavLink
                component="button"
                type="button"
                key={item.id}
                active={item.id === chosen}
                label={formatRevisionTime(item.createdAt)}
                description={`${index === 0 ? 'Current version · ' : ''}${item.author ?? 'Scheduled'} · ${item.summary.join(', ') || 'no changes'}`}
                onClick={() => setSearch({ revision: String(item.id) })}
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
          {`The ${labels.item.toLowerCase()} takes this revision's content again. The current version stays in the revisions, so this can be undone.`}
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
