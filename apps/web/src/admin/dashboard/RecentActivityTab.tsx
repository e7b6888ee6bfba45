import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc';
import ActivityIcon from './ActivityIcon';
import { activitySubjectPath, describeActivity } from './describeActivity';
import LoadingRows from './LoadingRows';

dayjs.extend(relativeTime);

const ACTIVITY_COUNT = 10;

/** What admins did lately: creations, edits, publishing, deletions and uploads. */
export default function RecentActivityTab() {
  const activity = trpc.admin.dashboard.activity.useQuery({ limit: ACTIVITY_COUNT });

  if (activity.isLoading) return <LoadingRows />;
  if (activity.isError) {
    return (
      <Alert color="red" role="alert">
        Failed to load recent activity. Please try again.
      </Alert>
    );
  }
  if (!activity.data?.length) {
    return (
      <Text c="dimmed">
        No activity yet. Changes to apps, blog posts and uploads will appear here.
      </Text>
    );
  }

  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {activity.data.map((event) => {
        const path = activitySubjectPath(event);
        const description = describeActivity(event);
        return (
          <Group key={event.id} component="li" wrap="nowrap" align="flex-start">
            <ActivityIcon action={event.action} />
            <div style={{ minWidth: 0 }}>
              {path ? (
                <Anchor component={Link} to={path}>
                  {description}
                </Anchor>
              ) : (
                <Text>{description}</Text>
              )}
              <Text size="sm" c="dimmed">
                <time dateTime={event.createdAt} title={new Date(event.createdAt).toLocaleString()}>
                  {dayjs(event.createdAt).fromNow()}
                </time>
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
