import { Anchor, Group, Text } from '@mantine/core';
import type { ActivityEvent } from '@studio/schemas';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router-dom';
import { ActivityIcon } from './ActivityIcon';
import { activitySubjectPath, describeActivity } from './describeActivity';

dayjs.extend(relativeTime);

/** One event of Recent Activity: what happened (a link to its subject while it exists), when, and from where. */
export function ActivityItem({ event }: { event: ActivityEvent }) {
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
          {event.address ? ` from ${event.address}` : null}
        </Text>
      </div>
    </Group>
  );
}
