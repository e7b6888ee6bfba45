import { Badge, Group, Text } from '@mantine/core';
import { formatScheduleTime } from './scheduleTime';

/** The status of an item waiting for its time: "Scheduled" and when it goes public. */
export function ScheduledBadge({ publishAt }: { publishAt: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color="blue" miw="max-content">
        Scheduled
      </Badge>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatScheduleTime(publishAt)}
      </Text>
    </Group>
  );
}
