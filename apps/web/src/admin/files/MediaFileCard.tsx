import { ActionIcon, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { LibraryFile } from '@studio/schemas';
import { IconTrash } from '@tabler/icons-react';
import { formatLocalDate } from '../shared/formatDate';
import { FileUsage } from './FileUsage';
import { formatBytes } from './formatBytes';
import { MediaThumbnail } from './MediaThumbnail';

interface MediaFileCardProps {
  file: LibraryFile;
  onDelete: (file: LibraryFile) => void;
}

function describe(file: LibraryFile): string {
  const type = file.mimetype.split('/')[1]?.replace('svg+xml', 'svg').toUpperCase() ?? '';
  const pixels = file.width && file.height ? `${file.width} × ${file.height}` : null;
  return [type, pixels, formatBytes(file.size)].filter(Boolean).join(' · ');
}

/** One stored file: its preview, name, type, pixels and size, where it is used; unused ones can go. */
export function MediaFileCard({ file, onDelete }: MediaFileCardProps) {
  return (
    <Card withBorder padding="xs" radius="md" component="article" aria-label={file.filename}>
      <Card.Section>
        <MediaThumbnail file={file} />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate="end" title={file.filename}>
            {file.filename}
          </Text>
          {file.usedBy.length === 0 && (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${file.filename}`}
                onClick={() => onDelete(file)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {describe(file)}
        </Text>
        <Text size="xs" c="dimmed">
          Uploaded {formatLocalDate(file.createdAt)}
        </Text>
        <FileUsage usedBy={file.usedBy} />
      </Stack>
    </Card>
  );
}
