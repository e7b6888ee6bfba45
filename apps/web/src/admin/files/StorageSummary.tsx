import { Group, Paper, Stack, Text } from '@mantine/core';
import type { LibraryFile } from '@studio/schemas';
import { formatBytes } from './formatBytes';
import { storageTotals } from './mediaFilters';

/** What the media takes in the database: uploads and resized copies, and what unused files hold. */
export function StorageSummary({ files }: { files: readonly LibraryFile[] }) {
  const totals = storageTotals(files);
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label="Storage">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Storage used
          </Text>
          <Text fz={28} fw={700} lh={1.1}>
            {formatBytes(totals.total)}
          </Text>
          <Text size="sm" c="dimmed">
            {`${files.length} files: ${formatBytes(totals.uploads)} uploaded, ${formatBytes(totals.copies)} of resized copies`}
          </Text>
        </Stack>
        <Text size="sm" c="dimmed" maw={360}>
          {totals.unusedFiles === 0
            ? 'Every file is in use.'
            : `${totals.unusedFiles} unused ${totals.unusedFiles === 1 ? 'file takes' : 'files take'} ${formatBytes(totals.unusedBytes)}; unused files are deleted automatically a day after their last use.`}
        </Text>
      </Group>
    </Paper>
  );
}
