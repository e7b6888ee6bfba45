import { Button, Container, Group, Paper } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { BackButton } from '../../components/BackButton';
import { trpc } from '../../trpc';
import { MailWaitingAlert } from '../mail/MailWaitingAlert';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { LoadErrorAlert } from '../shared/LoadErrorAlert';
import { OutboxTable } from './OutboxTable';

export const OUTBOX_LOAD_ERROR = 'Failed to load the outbox. Please try again.';
const PAGE_SIZE = 50;

/** /admin/outbox: every message the site sends or sent, newest first, a page at a time. */
export function OutboxPage() {
  // The `before` of each page shown so far: the last one is the page on screen.
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const before = pages[pages.length - 1];
  const outbox = trpc.admin.mail.outbox.useQuery({ limit: PAGE_SIZE, before });
  const nextBefore = outbox.data?.nextBefore ?? null;

  return (
    <Container size="xl" py="xl">
      <BackButton to="/admin/dashboard">Back to Dashboard</BackButton>
      <AdminPageHeader
        title="Outbox"
        description="The e-mails the site sends: waiting, on their way, sent or failed, newest first."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void outbox.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <MailWaitingAlert />
      {outbox.isError ? (
        // refetch reports a failure through the query's state; its promise never rejects.
        <LoadErrorAlert message={OUTBOX_LOAD_ERROR} onRetry={() => void outbox.refetch()} />
      ) : (
        <Paper withBorder radius="md" p="md">
          <OutboxTable messages={outbox.data?.messages ?? []} isLoading={outbox.isPending} />
          <Group justify="space-between" mt="md">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              disabled={pages.length === 1}
              onClick={() => setPages((shown) => shown.slice(0, -1))}
            >
              Newer messages
            </Button>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              disabled={nextBefore === null}
              onClick={() => setPages((shown) => [...shown, nextBefore!])}
            >
              Older messages
            </Button>
          </Group>
        </Paper>
      )}
    </Container>
  );
}
