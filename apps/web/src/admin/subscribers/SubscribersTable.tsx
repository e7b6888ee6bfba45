import { ActionIcon, Badge, Table, Tooltip } from '@mantine/core';
import type { Subscriber, SubscriberState } from '@studio/schemas';
import { IconTrash } from '@tabler/icons-react';
import { AdminTable } from '../shared/AdminTable';
import { formatShortDate } from '../shared/formatDate';

const STATE_LOOK: Record<SubscriberState, { label: string; color: string }> = {
  confirmed: { label: 'Confirmed', color: 'teal' },
  waiting: { label: 'Waiting', color: 'yellow' },
  unsubscribed: { label: 'Unsubscribed', color: 'gray' },
};

const COLUMNS = ['Email', 'List', 'State', 'Subscribed', 'Confirmed', 'Actions'];

interface SubscribersTableProps {
  subscribers: readonly Subscriber[];
  isLoading: boolean;
  emptyMessage: string;
  /** A list's readable name by its API name. */
  listNames: ReadonlyMap<string, string>;
  onRemove: (subscriber: Subscriber) => void;
}

export function SubscribersTable({
  subscribers,
  isLoading,
  emptyMessage,
  listNames,
  onRemove,
}: SubscribersTableProps) {
  return (
    <AdminTable
      items={subscribers}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      columns={COLUMNS}
      minWidth={760}
      renderCells={(subscriber) => (
        <>
          <Table.Td>{subscriber.email}</Table.Td>
          <Table.Td>{listNames.get(subscriber.list) ?? subscriber.list}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={STATE_LOOK[subscriber.state].color}>
              {STATE_LOOK[subscriber.state].label}
            </Badge>
          </Table.Td>
          <Table.Td>{formatShortDate(subscriber.createdAt)}</Table.Td>
          <Table.Td>
            {subscriber.confirmedAt ? formatShortDate(subscriber.confirmedAt) : '—'}
          </Table.Td>
          <Table.Td>
            <Tooltip label="Remove from every list">
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onRemove(subscriber)}
                aria-label={`Remove ${subscriber.email}`}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Table.Td>
        </>
      )}
    />
  );
}
