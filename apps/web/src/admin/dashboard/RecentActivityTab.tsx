import { trpc } from '../../trpc';
import { ActivityItem } from './ActivityItem';
import { RecentList } from './RecentList';

const ACTIVITY_COUNT = 10;

/** What admins did lately: content changes and uploads, sign-ins and changes to how accounts sign in. */
export function RecentActivityTab() {
  const activity = trpc.admin.dashboard.activity.useQuery({ limit: ACTIVITY_COUNT });
  return (
    <RecentList
      query={activity}
      items={activity.data ?? []}
      errorText="Failed to load recent activity. Please try again."
      emptyText="No activity yet. Changes to apps, blog posts and uploads will appear here."
      renderItem={(event) => <ActivityItem event={event} />}
    />
  );
}
