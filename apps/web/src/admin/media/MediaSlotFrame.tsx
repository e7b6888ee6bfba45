import { AspectRatio, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** One 9:16 slot of the media grid. */
export function MediaSlotFrame({
  children,
  dashed = false,
}: {
  children: ReactNode;
  dashed?: boolean;
}) {
  return (
    <AspectRatio ratio={9 / 16}>
      <Paper
        withBorder
        radius="md"
        pos="relative"
        style={{
          overflow: 'hidden',
          borderStyle: dashed ? 'dashed' : undefined,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {children}
      </Paper>
    </AspectRatio>
  );
}
