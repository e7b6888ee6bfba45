import { Alert, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc';
import RowActions from '../shared/RowActions';
import LoadingRows from './LoadingRows';
import { newestFirst } from './newestFirst';

const RECENT_COUNT = 5;

export default function RecentAppsTab() {
  const apps = trpc.apps.list.useQuery();

  if (apps.isLoading) return <LoadingRows />;
  if (apps.isError) {
    return (
      <Alert color="red" role="alert">
        Failed to load apps. Please try again.
      </Alert>
    );
  }

  const recentApps = newestFirst(apps.data ?? [], 'updatedAt', RECENT_COUNT);
  return (
    <Stack gap="md">
      {recentApps.length === 0 ? (
        <Text c="dimmed">No apps found. Add your first app to get started.</Text>
      ) : (
        recentApps.map((app) => (
          <Group key={app.id} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar src={app.icon} alt={`${app.name} icon`} radius="md">
                {app.name.charAt(0)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {app.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {app.category}
                </Text>
              </div>
            </Group>
            <RowActions
              name={app.name}
              editPath={`/admin/apps/edit/${app.id}`}
              viewPath={`/apps/${app.slug}`}
            />
          </Group>
        ))
      )}
      <Button component={Link} to="/admin/apps" variant="light" style={{ alignSelf: 'flex-start' }}>
        View All Apps
      </Button>
    </Stack>
  );
}
