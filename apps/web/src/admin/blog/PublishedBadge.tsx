import { Badge } from '@mantine/core';
import { isScheduled } from '@studio/schemas';
import { ScheduledBadge } from '../publishing/ScheduledBadge';

/** A post's status: Published, Draft, or Scheduled with its time. */
export function PublishedBadge({
  published,
  publishAt,
}: {
  published: boolean;
  publishAt: string | null;
}) {
  if (published && publishAt && isScheduled(publishAt)) {
    return <ScheduledBadge publishAt={publishAt} />;
  }
  return (
    // A badge may shrink below its text (Mantine clips the label); in a crowded table row it must not.
    <Badge variant="light" color={published ? 'green' : 'gray'} miw="max-content">
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}
