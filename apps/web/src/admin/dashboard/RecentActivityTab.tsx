import { Anchor, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc';
import { ActivityIcon } from './ActivityIcon';
import { activitySubjectPath, describeActivity } from './describeActivity';
import { RecentList } from './RecentList';

dayjs.extend(relativeTime);

const ACTIVITY_COUNT = 10;

/** What admins did lately: creations, edits, publishing, deletions and uploads. */
export function RecentActivityTab() {
  const activity = trpc.admin.dashboard.activity.useQuery({ limit: ACTIVITY_COUNT });
  return (
    <RecentList
      query={activity}
      items={activity.data ?? []}
      errorText="Failed to load recent activity. Please try again."
      emptyText="No activity yet. Changes to apps, blog posts and uploads will appear here."
      renderItem={(event) => {
        const path = activitySubjectPath(event);
        const description = describeActivity(event);
        return (
          <Group wrap="nowrap" align="flex-start">
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
      }}
    />
  );
}
