import { Alert, List, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { trpc } from '../../../trpc';
import { READINESS_LABELS } from './readinessLabels';

/** On the edit form: what the saved app still needs before a store review, and what to do about it. */
export function AppReadinessPanel({ id }: { id: number }) {
  const readiness = trpc.admin.apps.readiness.useQuery({ id });
  if (readiness.isPending) return <Skeleton height={72} radius="md" />;
  if (readiness.isError) {
    return (
      <Alert color="red" title="Store readiness">
        The readiness checks could not be loaded.
      </Alert>
    );
  }
  const { checks } = readiness.data;
  const failing = checks.filter((check) => !check.ok);
  if (failing.length === 0) {
    return (
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="Store readiness">
        Ready for a store review: all {checks.length} checks pass.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Store readiness">
      <Text size="sm" mb="xs">
        {checks.length - failing.length} of {checks.length} checks pass (as last saved). To do:
      </Text>
      <List size="sm" spacing={4} aria-label="Failing readiness checks">
        {failing.map((check) => (
          <List.Item key={check.id}>
            <Text span fw={600} size="sm">
              {READINESS_LABELS[check.id]}:
            </Text>{' '}
            {check.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
