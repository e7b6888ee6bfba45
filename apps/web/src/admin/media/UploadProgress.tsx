import { Loader, Progress, Stack, Text } from '@mantine/core';
import { MEGABYTE } from '@studio/schemas';
import type { PendingUpload } from './useUploads';

/** Small files finish before a percentage means anything: only larger ones show it. */
const SHOW_PERCENT_FROM_BYTES = MEGABYTE;

export function UploadProgress({ upload }: { upload: PendingUpload }) {
  const percent =
    upload.file.size >= SHOW_PERCENT_FROM_BYTES && upload.progress !== null
      ? upload.progress
      : null;

  return (
    <Stack align="center" gap={6} w="100%" px="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">Uploading...{percent !== null && ` ${percent}%`}</Text>
      {percent !== null && (
        <Progress value={percent} w="100%" size="sm" aria-label="Upload progress" />
      )}
    </Stack>
  );
}
