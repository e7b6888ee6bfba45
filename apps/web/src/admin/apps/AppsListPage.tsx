import { Button, Container } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc';
import AdminPageHeader from '../shared/AdminPageHeader';
import DeleteConfirmModal from '../shared/DeleteConfirmModal';
import LoadErrorAlert from '../shared/LoadErrorAlert';
import SearchField from '../shared/SearchField';
import AppsTable from './AppsTable';
import { filterApps } from './filterApps';
import { useDeleteApp } from './useDeleteApp';

/** /admin/apps: every app, searchable, with view, edit and delete. */
export default function AppsListPage() {
  const apps = trpc.apps.list.useQuery();
  const [search, setSearch] = useState('');
  const deletion = useDeleteApp();
  const visibleApps = filterApps(apps.data ?? [], search);
  const emptyMessage = search.trim()
    ? 'No apps found matching your search.'
    : 'No apps found. Add your first app to get started.';

  return (
    <Container size="xl" py="xl">
      <AdminPageHeader
        title="Manage Apps"
        description="Create, edit and remove the apps and games in your portfolio."
        actions={
          <Button component={Link} to="/admin/apps/new" leftSection={<IconPlus size={16} />}>
            Add New App
          </Button>
        }
      />
      <SearchField
        label="Search apps"
        placeholder="Search apps..."
        value={search}
        onChange={setSearch}
      />
      {apps.isError ? (
        <LoadErrorAlert
          message="Failed to load apps. Please try again."
          onRetry={() => apps.refetch()}
        />
      ) : (
        <AppsTable
          apps={visibleApps}
          isLoading={apps.isLoading}
          emptyMessage={emptyMessage}
          onDelete={deletion.ask}
        />
      )}
      <DeleteConfirmModal
        subject={deletion.subject}
        isDeleting={deletion.isDeleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Container>
  );
}
