import { trpc } from '../../trpc';
import { AdminListPage } from '../shared/AdminListPage';
import { AppsTable } from './AppsTable';
import { filterApps } from './filterApps';
import { useDeleteApp } from './useDeleteApp';

/** /admin/apps: every app, searchable, with view, edit and delete. */
export function AppsListPage() {
  const apps = trpc.admin.apps.list.useQuery();
  const deletion = useDeleteApp();
  return (
    <AdminListPage
      title="Manage Apps"
      description="Create, edit and remove the apps and games in your portfolio."
      addLink={{ label: 'Add New App', to: '/admin/apps/new' }}
      search={{ label: 'Search apps', placeholder: 'Search apps...', filter: filterApps }}
      list={apps}
      texts={{
        loadError: 'Failed to load apps. Please try again.',
        noMatches: 'No apps found matching your search.',
        noItems: 'No apps found. Add your first app to get started.',
      }}
      deletion={deletion}
      table={AppsTable}
    />
  );
}
