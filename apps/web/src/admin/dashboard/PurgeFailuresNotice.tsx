import { Alert, Text } from '@mantine/core';
import { CACHE_PURGES_FAILING_TITLE, cachePurgesFailingMessage } from '@studio/schemas';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { trpc } from '../../trpc';

/**
 * On the dashboard while the shared cache in front of the site (CACHE_PURGE_URLS) misses its purges: how
 * many, since when, and the last error. Nothing otherwise, nor when it cannot be read.
 */
export function PurgeFailuresNotice() {
  // Read when the dashboard opens, as its other parts (the admin area does not poll).
  const failures = trpc.admin.dashboard.purgeFailures.useQuery();
  const data = failures.data;
  if (!data || data.failing === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle aria-hidden />}
      title={CACHE_PURGES_FAILING_TITLE}
      role="alert"
      mb="xl"
    >
      <Text size="sm">{cachePurgesFailingMessage(data.failing)}</Text>
      {data.failingSince && (
        <Text size="sm">Failing since {dayjs(data.failingSince).format('MMM D, YYYY HH:mm')}.</Text>
      )}
      {data.lastError && (
        <Text size="sm" data-testid="purge-last-error">
          Last error: {data.lastError}
        </Text>
      )}
    </Alert>
  );
}
