import { Group, Text } from '@mantine/core';
import { appPath, isPublicApp, isScheduled } from '@studio/schemas';
import { ScheduledBadge } from '../publishing/ScheduledBadge';
import { IconThumbnail } from '@studio/ui';
import { trpc } from '../../trpc';
import { RowActions } from '../shared/RowActions';
import { RECENT_COUNT, newestFirst } from './newestFirst';
import { RecentList } from './RecentList';

/** The most recently updated apps. */
export function RecentAppsTab() {
  const apps = trpc.admin.apps.list.useQuery();
  return (
    <RecentList
      query={apps}
      items={newestFirst(apps.data ?? [], 'updatedAt', RECENT_COUNT)}
      errorText="Failed to load apps. Please try again."
      emptyText="No apps found. Add your first app to get started."
      viewAll={{ label: 'View All Apps', to: '/admin/apps' }}
      renderItem={(app) => (
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <IconThumbnail src={app.icon} alt={`${app.name} icon`} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {app.name}
              </Text>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {app.category}
                </Text>
                {app.publishAt && isScheduled(app.publishAt) && (
                  <ScheduledBadge publishAt={app.publishAt} />
                )}
              </Group>
            </div>
          </Group>
          <RowActions
            name={app.name}
            editPath={`/admin/apps/edit/${app.id}`}
            viewPath={isPublicApp(app) ? appPath(app.slug) : undefined}
          />
        </Group>
      )}
    />
  );
}
