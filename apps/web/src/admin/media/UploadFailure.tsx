import { Button, Group, Stack, Text } from '@mantine/core';
import { UPLOAD_FAILED_INLINE_MESSAGE } from './uploadNotices';
import type { PendingUpload } from './useUploads';

interface UploadFailureProps {
  upload: PendingUpload;
  onRetry: () => void;
  onDismiss: () => void;
}

export function UploadFailure({ upload, onRetry, onDismiss }: UploadFailureProps) {
  return (
    <Stack align="center" gap={6} px="xs" role="alert">
      <Text size="sm" c="red" ta="center">
        {UPLOAD_FAILED_INLINE_MESSAGE}
      </Text>
      {upload.serverMessage && (
        <Text size="xs" c="dimmed" ta="center">
          {upload.serverMessage}
        </Text>
      )}
      <Group gap={4} justify="center">
        <Button size="compact-xs" variant="light" onClick={onRetry}>
          Retry
        </Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onDismiss}>
          Dismiss
        </Button>
      </Group>
    </Stack>
  );
}
