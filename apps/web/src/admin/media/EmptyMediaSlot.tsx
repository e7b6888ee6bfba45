import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MediaSlotFrame } from './MediaSlotFrame';

interface EmptyMediaSlotProps {
  /** 1-based slot number, for the accessible name. */
  slot: number;
  onPick: () => void;
}

export function EmptyMediaSlot({ slot, onPick }: EmptyMediaSlotProps) {
  return (
    <MediaSlotFrame dashed>
      <UnstyledButton
        type="button"
        onClick={onPick}
        aria-label={`Add media in slot ${slot}`}
        w="100%"
        h="100%"
        c="dimmed"
      >
        <Stack align="center" gap={4}>
          <IconPlus size={24} aria-hidden />
          <Text size="xs">Add media</Text>
        </Stack>
      </UnstyledButton>
    </MediaSlotFrame>
  );
}
