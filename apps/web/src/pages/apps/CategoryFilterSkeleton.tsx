import { Group, Skeleton } from '@mantine/core';

/** Keeps the filter row's height while the categories load. */
export function CategoryFilterSkeleton() {
  return (
    <Group gap="sm" aria-hidden>
      {[96, 84, 120, 104].map((width) => (
        <Skeleton key={width} height={36} width={width} radius="xl" />
      ))}
    </Group>
  );
}
