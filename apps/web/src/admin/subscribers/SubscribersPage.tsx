import { Container, Group, Select, Skeleton, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DeleteConfirmModal } from '../shared/DeleteConfirmModal';
import { LoadErrorAlert } from '../shared/LoadErrorAlert';
import { SearchField } from '../shared/SearchField';
import { ListCounts } from './ListCounts';
import { SubscribersTable } from './SubscribersTable';
import { useRemoveSubscriber } from './useRemoveSubscriber';

export const SUBSCRIBERS_LOAD_ERROR = 'Failed to load the subscribers. Please try again.';
export const NO_SUBSCRIBERS = 'No one has subscribed yet.';
export const NO_MATCHING_SUBSCRIBERS = 'No address matches.';
const ALL_LISTS = '';
/** Typing is not asked about at every key. */
const SEARCH_DELAY_MS = 250;

/** /admin/subscribers: the mailing lists, their addresses, removing one, a list's CSV. */
export function SubscribersPage() {
  const lists = trpc.admin.subscribers.counts.useQuery();
  const [list, setList] = useState(ALL_LISTS);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const subscribers = trpc.admin.subscribers.list.useQuery({
    ...(list && { list }),
    ...(searched && { search: searched }),
  });
  const removal = useRemoveSubscriber();
  const listNames = new Map((lists.data ?? []).map((row) => [row.list, row.listName]));
  const emptyMessage = searched || list ? NO_MATCHING_SUBSCRIBERS : NO_SUBSCRIBERS;

  return (
    <Container size="xl" py="xl">
      <AdminPageHeader
        title="Subscribers"
        description="The studio's news and each app's launch list: who confirmed, who waits for their confirmation e-mail, who left."
      />
      {lists.isError ? (
        <LoadErrorAlert message={SUBSCRIBERS_LOAD_ERROR} onRetry={() => void lists.refetch()} />
      ) : lists.isPending ? (
        <Skeleton height={120} mb="xl" />
      ) : (
        <ListCounts lists={lists.data} />
      )}
      <Group align="flex-start" gap="md">
        <Select
          aria-label="List"
          data={[
            { value: ALL_LISTS, label: 'All lists' },
            ...(lists.data ?? []).map((row) => ({ value: row.list, label: row.listName })),
          ]}
          value={list}
          onChange={(value) => setList(value ?? ALL_LISTS)}
          allowDeselect={false}
          maw={280}
        />
        <SearchField
          label="Search addresses"
          placeholder="Search addresses..."
          value={search}
          onChange={setSearch}
        />
      </Group>
      {subscribers.isError ? (
        <LoadErrorAlert
          message={SUBSCRIBERS_LOAD_ERROR}
          onRetry={() => void subscribers.refetch()}
        />
      ) : subscribers.data?.length === 0 ? (
        // A line rather than an empty table, which on a phone scrolls sideways with nothing in it to focus.
        <Text c="dimmed">{emptyMessage}</Text>
      ) : (
        <SubscribersTable
          subscribers={subscribers.data ?? []}
          isLoading={subscribers.isPending}
          emptyMessage={emptyMessage}
          listNames={listNames}
          onRemove={removal.ask}
        />
      )}
      <DeleteConfirmModal
        subject={removal.subject}
        isDeleting={removal.isDeleting}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Container>
  );
}
