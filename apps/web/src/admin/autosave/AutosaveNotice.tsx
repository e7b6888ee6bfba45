import { Alert, Button, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';

interface AutosaveNoticeProps {
  savedAt: string;
  onRestore(): void;
  onDiscard(): void;
}

/** Offers back what the browser kept of an unsaved edit. */
export function AutosaveNotice({ savedAt, onRestore, onDiscard }: AutosaveNoticeProps) {
  return (
    <Alert color="blue" variant="light" title="Unsaved changes">
      <Text size="sm">
        Unsaved changes from {dayjs(savedAt).format('MMM D, YYYY HH:mm')} were kept.
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onRestore}>
          Restore
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Alert>
  );
}
