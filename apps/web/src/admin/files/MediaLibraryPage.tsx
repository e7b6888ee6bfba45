import { Container, SegmentedControl, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DeletionDialog } from '../shared/DeleteConfirmModal';
import { LoadErrorAlert } from '../shared/LoadErrorAlert';
import { MediaFileCard } from './MediaFileCard';
import { filterFiles, MEDIA_FILTERS, type MediaFilter } from './mediaFilters';
import { StorageSummary } from './StorageSummary';
import { useDeleteFile } from './useDeleteFile';

export const MEDIA_LOAD_ERROR = 'Failed to load the media library. Please try again.';
export const NO_FILES =
  'No files uploaded yet. Upload icons, screenshots and videos in the app and post forms.';
export const NO_MATCHING_FILES = 'No files match this filter.';
const PLACEHOLDERS = 8;

const GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5 };

/** /admin/media: every uploaded file, what uses it, and the storage it all takes. */
export function MediaLibraryPage() {
  const files = trpc.admin.files.list.useQuery();
  const [filter, setFilter] = useState<MediaFilter>('all');
  const deletion = useDeleteFile();
  const shown = filterFiles(files.data ?? [], filter);

  return (
    <Container size="xl" py="xl">
      <AdminPageHeader
        title="Media Library"
        description="Every uploaded image and video, where it is used, and the space it takes."
      />
      {files.data && <StorageSummary files={files.data} />}
      <SegmentedControl
        aria-label="Show"
        value={filter}
        onChange={(value) => setFilter(value as MediaFilter)}
        data={[...MEDIA_FILTERS]}
        mb="lg"
      />
      {files.isError ? (
        // refetch reports a failure through the query's state; its promise never rejects.
        <LoadErrorAlert message={MEDIA_LOAD_ERROR} onRetry={() => void files.refetch()} />
      ) : files.isPending ? (
        <SimpleGrid cols={GRID_COLUMNS} aria-busy>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <Skeleton key={index} height={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{files.data.length === 0 ? NO_FILES : NO_MATCHING_FILES}</Text>
      ) : (
        <SimpleGrid cols={GRID_COLUMNS} role="list" aria-label="Files">
          {shown.map((file) => (
            <div role="listitem" key={file.id}>
              <MediaFileCard file={file} onDelete={deletion.ask} />
            </div>
          ))}
        </SimpleGrid>
      )}
      <DeletionDialog deletion={deletion} />
    </Container>
  );
}
