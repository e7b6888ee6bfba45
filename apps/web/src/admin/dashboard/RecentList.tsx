import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadingRows } from './LoadingRows';

interface RecentListProps<T> {
  /** The state of the query the entries come from. */
  query: { isLoading: boolean; isError: boolean };
  /** The entries to show, already chosen and ordered. */
  items: readonly T[];
  errorText: string;
  emptyText: string;
  /** One entry's content. */
  renderItem: (item: T) => ReactNode;
  /** The button to the full list, below the entries (also when there are none). */
  viewAll?: { label: string; to: string };
}

/** A dashboard tab's list, with its loading rows, failure and empty text. */
export function RecentList<T extends { id: number }>({
  query,
  items,
  errorText,
  emptyText,
  renderItem,
  viewAll,
}: RecentListProps<T>) {
  if (query.isLoading) return <LoadingRows />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
      {viewAll && (
        <Button
          component={Link}
          to={viewAll.to}
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          {viewAll.label}
        </Button>
      )}
    </Stack>
  );
}
