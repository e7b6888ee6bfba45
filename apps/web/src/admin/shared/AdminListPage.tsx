import { Button, Container } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from './AdminPageHeader';
import type { AdminTableContent } from './AdminTable';
import { DeletionDialog } from './DeleteConfirmModal';
import { LoadErrorAlert } from './LoadErrorAlert';
import { SearchField } from './SearchField';
import type { DeleteConfirmation } from './useDeleteConfirmation';

interface AdminListPageProps<T> {
  title: string;
  description: string;
  /** The button to the create form, e.g. "Add New App". */
  addLink: { label: string; to: string };
  search: {
    label: string;
    placeholder: string;
    /** The items that match the search text. */
    filter: (items: readonly T[], search: string) => T[];
  };
  /** The list query. */
  list: { data: T[] | undefined; isLoading: boolean; isError: boolean; refetch: () => unknown };
  texts: { loadError: string; noMatches: string; noItems: string };
  deletion: DeleteConfirmation<T>;
  table: ComponentType<AdminTableContent<T>>;
}

/** An admin list: its header and create button, the search, the table and the delete dialog. */
export function AdminListPage<T>({
  title,
  description,
  addLink,
  search,
  list,
  texts,
  deletion,
  table: ItemsTable,
}: AdminListPageProps<T>) {
  const [searchText, setSearchText] = useState('');

  return (
    <Container size="xl" py="xl">
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button component={Link} to={addLink.to} leftSection={<IconPlus size={16} />}>
            {addLink.label}
          </Button>
        }
      />
      <SearchField
        label={search.label}
        placeholder={search.placeholder}
        value={searchText}
        onChange={setSearchText}
      />
      {list.isError ? (
        <LoadErrorAlert message={texts.loadError} onRetry={() => list.refetch()} />
      ) : (
        <ItemsTable
          items={search.filter(list.data ?? [], searchText)}
          isLoading={list.isLoading}
          emptyMessage={searchText.trim() ? texts.noMatches : texts.noItems}
          onDelete={deletion.ask}
        />
      )}
      <DeletionDialog deletion={deletion} />
    </Container>
  );
}
