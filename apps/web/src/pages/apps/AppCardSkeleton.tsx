import { Group, Skeleton, Stack } from '@mantine/core';
import classes from './AppCardSkeleton.module.css';

/** Holds an app card's place (same size) while the list loads. */
export function AppCardSkeleton() {
  return (
    <div className={classes.card} data-testid="app-card-skeleton" aria-hidden>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Skeleton width={72} height={72} radius={18} />
          <Skeleton width={70} height={20} radius="sm" />
        </Group>
        <Skeleton height={24} width="60%" />
        <Stack gap={8}>
          <Skeleton height={12} />
          <Skeleton height={12} />
          <Skeleton height={12} width="70%" />
        </Stack>
        <Group justify="space-between">
          <Skeleton height={16} width={90} />
          <Skeleton height={16} width={70} />
        </Group>
      </Stack>
    </div>
  );
}
