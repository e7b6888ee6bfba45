import { Table, Text } from '@mantine/core';
import type { OutboxMessage } from '@studio/schemas';
import { AdminTable } from '../shared/AdminTable';
import { formatDateTime } from '../shared/formatDate';
import { OutboxStateBadge } from './OutboxStateBadge';

const COLUMNS = ['To', 'Subject', 'State', 'Attempts', 'Last error', 'Queued'] as const;

export const NO_MESSAGES = 'No messages yet. Send a test e-mail from the site settings.';

/** The outbox's messages, one row each, newest first. */
export function OutboxTable({
  messages,
  isLoading,
}: {
  messages: readonly OutboxMessage[];
  isLoading: boolean;
}) {
  return (
    <AdminTable
      items={messages}
      isLoading={isLoading}
      emptyMessage={NO_MESSAGES}
      columns={COLUMNS}
      minWidth={860}
      label="Outbox messages"
      renderCells={(message) => (
        <>
          <Table.Td>{message.to}</Table.Td>
          <Table.Td>{message.subject}</Table.Td>
          <Table.Td>
            <OutboxStateBadge state={message.state} />
          </Table.Td>
          <Table.Td>{message.attempts}</Table.Td>
          <Table.Td maw={280}>
            {message.lastError ? (
              <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                {message.lastError}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                None
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm" miw="max-content">
              {formatDateTime(message.createdAt)}
            </Text>
          </Table.Td>
        </>
      )}
    />
  );
}
