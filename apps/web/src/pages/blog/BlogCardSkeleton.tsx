import { Group, Skeleton, Stack } from '@mantine/core';
import classes from './BlogCardSkeleton.module.css';

/** Holds a blog card's place (same size) while posts load. */
export function BlogCardSkeleton() {
  return (
    <div className={classes.card} data-testid="blog-card-skeleton" aria-hidden>
      <Skeleton style={{ aspectRatio: '16 / 9' }} radius={0} />
      <Stack gap="sm" p="lg">
        <Group justify="space-between">
          <Skeleton height={20} width={80} />
          <Skeleton height={12} width={90} />
        </Group>
        <Skeleton height={22} width="85%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="75%" />
        <Skeleton height={16} width={100} />
      </Stack>
    </div>
  );
}
