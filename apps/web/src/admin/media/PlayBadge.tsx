import { Center, ThemeIcon } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';

/** Marks a still as a video. */
export function PlayBadge() {
  return (
    <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
      <ThemeIcon radius="xl" size="lg" color="dark" opacity={0.8} aria-hidden>
        <IconPlayerPlayFilled size={16} />
      </ThemeIcon>
    </Center>
  );
}
