import { Stack, Text } from '@mantine/core';
import { ACTIVITY_SUBJECTS, type ActivityEvent } from '@studio/schemas';
import { trpc } from '../../../trpc';
import { ActivityItem } from '../../dashboard/ActivityItem';
import { LoadErrorAlert } from '../../shared/LoadErrorAlert';
import { AccountSection } from '../AccountSection';

/** Recent Activity's newest events, of which this screen shows the account's security events. */
const SEARCHED_EVENTS = 100;
const SHOWN_EVENTS = 10;
const CONTENT_SUBJECTS: readonly ActivityEvent['subjectType'][] = ['app', 'blogPost', 'file'];
const SECURITY_SUBJECTS = ACTIVITY_SUBJECTS.filter(
  (subject) => !CONTENT_SUBJECTS.includes(subject),
);

/** The account's latest sign-ins, failed codes and changes to how it signs in, with where they came from. */
export function SecurityActivitySection({ username }: { username: string }) {
  const activity = trpc.admin.dashboard.activity.useQuery({ limit: SEARCHED_EVENTS });
  const events = (activity.data ?? [])
    .filter((event) => event.actor === username && SECURITY_SUBJECTS.includes(event.subjectType))
    .slice(0, SHOWN_EVENTS);

  return (
    <AccountSection
      id="security-activity"
      title="Recent security activity"
      description="Sign-ins to your account, wrong codes and changes to how it signs in, newest first."
    >
      {activity.isError ? (
        <LoadErrorAlert
          message="Failed to load recent activity."
          onRetry={() => void activity.refetch()}
        />
      ) : null}
      {activity.data && events.length === 0 ? <Text size="sm">Nothing yet.</Text> : null}
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.map((event) => (
          <li key={event.id}>
            <ActivityItem event={event} />
          </li>
        ))}
      </Stack>
    </AccountSection>
  );
}
