import { Badge, Skeleton, Tooltip } from '@mantine/core';
import { trpc } from '../../../trpc';
import { READINESS_LABELS } from './readinessLabels';

/**
 * In the apps list: how many store-readiness checks an app passes, and which fail on hover. Every row's
 * badge reads the one list of all apps' readiness (one call for the list, not one per row).
 */
export function ReadinessBadge({ appId }: { appId: number }) {
  const readiness = trpc.admin.apps.readinessOfAll.useQuery(undefined, {
    select: (all) => all.find(({ id }) => id === appId) ?? null,
  });
  if (readiness.isPending) return <Skeleton height={20} width={48} radius="xl" />;
  if (readiness.isError || !readiness.data) return <Badge color="gray">?</Badge>;
  const { checks } = readiness.data;
  const failing = checks.filter((check) => !check.ok).map((check) => READINESS_LABELS[check.id]);
  const passed = checks.length - failing.length;
  const summary = failing.length
    ? `${passed} of ${checks.length} store checks pass. Missing: ${failing.join(', ')}`
    : `All ${checks.length} store checks pass`;
  return (
    <Tooltip label={summary} multiline w={240}>
      <Badge
        variant="light"
        color={failing.length ? 'yellow' : 'teal'}
        aria-label={summary}
        data-testid="readiness"
      >
        {passed}/{checks.length}
      </Badge>
    </Tooltip>
  );
}
