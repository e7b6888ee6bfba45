import { Group, Skeleton, Stack } from '@mantine/core';

const ROWS = 3;

/** The dashboard lists' placeholder while they load. */
export function LoadingRows() {
  return (
    <Stack gap="md">
      {Array.from({ length: ROWS }, (_, row) => (
        <Group key={row} wrap="nowrap" data-testid="loading-row">
          <Skeleton height={40} width={40} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="60%" />
            <Skeleton height={10} width="30%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
