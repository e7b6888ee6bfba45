import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MEDIA_ACCEPT,
  MEDIA_MAX_FILES,
  maxFilesMessage,
  videoFileEntry,
  type UploadKind,
} from '@studio/schemas';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import EmptyMediaSlot from './EmptyMediaSlot';
import { fileProblem } from './fileProblem';
import { mediaAnnouncements, mediaScreenReaderInstructions } from './mediaAnnouncements';
import { mediaItemIds } from './mediaItemIds';
import { mediaKeyboardCoordinates } from './mediaKeyboardCoordinates';
import MediaSlotFrame from './MediaSlotFrame';
import SortableMediaTile from './SortableMediaTile';
import UploadStatus from './UploadStatus';
import { useUploads } from './useUploads';
import YoutubeLinkField from './YoutubeLinkField';

interface MediaGridProps {
  /** Stored entries, in display order. */
  value: string[];
  /** Receives an update of the latest entries, so concurrent uploads never overwrite each other. */
  onChange: (update: (current: string[]) => string[]) => void;
  /** A validation message about the whole list, e.g. from the form. */
  error?: ReactNode;
  max?: number;
}

/** Screenshots and videos: upload into any empty slot, reorder by pointer or keyboard, remove. */
export default function MediaGrid({
  value,
  onChange,
  error,
  max = MEDIA_MAX_FILES,
}: MediaGridProps) {
  const { uploads, start, retry, dismiss } = useUploads();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = mediaItemIds(value);
  const sensors = useSensors(
    // A small distance lets clicks on the buttons inside a tile through.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: mediaKeyboardCoordinates }),
  );
  const slotsLeft = max - value.length - uploads.length;

  const append = (url: string, kind: UploadKind) =>
    onChange((current) => [...current, kind === 'video' ? videoFileEntry(url) : url]);

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Clearing lets the same file be chosen again after a failure.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    if (files.length > slotsLeft) {
      setProblem(maxFilesMessage(max));
      return;
    }
    const problems = files.map(fileProblem);
    setProblem(problems.find((message) => message !== null) ?? null);
    start(
      files.filter((_, index) => problems[index] === null),
      append,
    );
  };

  const addYoutube = (entry: string) => {
    if (slotsLeft < 1) {
      setProblem(maxFilesMessage(max));
      return false;
    }
    setProblem(null);
    onChange((current) => [...current, entry]);
    return true;
  };

  const reorder = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    onChange((current) => arrayMove(current, from, to));
  };

  const remove = (index: number) => {
    setProblem(null);
    onChange((current) => current.filter((_, position) => position !== index));
  };

  return (
    <Stack gap="sm">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={reorder}
        accessibility={{
          announcements: mediaAnnouncements(ids),
          screenReaderInstructions: mediaScreenReaderInstructions,
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm" role="list" aria-label="Media">
            {value.map((entry, index) => (
              <div role="listitem" key={ids[index]}>
                <SortableMediaTile
                  id={ids[index] ?? entry}
                  entry={entry}
                  position={index + 1}
                  onRemove={() => remove(index)}
                />
              </div>
            ))}
            {uploads.map((upload) => (
              <div role="listitem" key={`upload-${upload.id}`}>
                <MediaSlotFrame>
                  <UploadStatus
                    upload={upload}
                    onRetry={() => retry(upload, append)}
                    onDismiss={() => dismiss(upload.id)}
                  />
                </MediaSlotFrame>
              </div>
            ))}
            {Array.from({ length: Math.max(0, slotsLeft) }, (_, index) => {
              const slot = value.length + uploads.length + index + 1;
              return (
                <div role="listitem" key={`empty-${slot}`}>
                  <EmptyMediaSlot slot={slot} onPick={() => fileInput.current?.click()} />
                </div>
              );
            })}
          </SimpleGrid>
        </SortableContext>
      </DndContext>
      <input
        ref={fileInput}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple
        hidden
        aria-label="Choose media files"
        onChange={chooseFiles}
      />
      {(problem ?? error) && (
        <Text c="red" size="sm" role="alert">
          {problem ?? error}
        </Text>
      )}
      <YoutubeLinkField onAdd={addYoutube} />
    </Stack>
  );
}
