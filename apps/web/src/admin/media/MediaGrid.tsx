import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MEDIA_ACCEPT,
  MEDIA_MAX_FILES,
  maxFilesMessage,
  videoFileEntry,
  type UploadKind,
} from '@studio/schemas';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { EmptyMediaSlot } from './EmptyMediaSlot';
import { fileProblem } from './fileProblem';
import { mediaAnnouncements, mediaScreenReaderInstructions } from './mediaAnnouncements';
import { mediaItemIds } from './mediaItemIds';
import { mediaKeyboardCoordinates } from './mediaKeyboardCoordinates';
import {
  clearSlot,
  entriesOf,
  freeSlots,
  moveEntry,
  placeAt,
  sameEntries,
  slotsOf,
  type MediaSlots,
} from './mediaSlots';
import { MediaSlotFrame } from './MediaSlotFrame';
import { SortableMediaTile } from './SortableMediaTile';
import { UploadStatus } from './UploadStatus';
import { useUploads } from './useUploads';
import { YoutubeLinkField } from './YoutubeLinkField';

interface MediaGridProps {
  /** Stored entries, in display order. The grid lays them out when it mounts: to show a list replaced
   * from outside (a restored draft), mount it afresh with a new `key`. */
  value: string[];
  /** Receives an update of the latest entries, so concurrent uploads never overwrite each other. */
  onChange: (update: (current: string[]) => string[]) => void;
  /** A validation message about the whole list, e.g. from the form. */
  error?: ReactNode;
  max?: number;
}

/** Screenshots and videos: upload into any empty slot, reorder by pointer or keyboard, remove. */
export function MediaGrid({ value, onChange, error, max = MEDIA_MAX_FILES }: MediaGridProps) {
  const { uploads, start, retry, dismiss } = useUploads();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The slots are the grid's own, so that an entry stays in the slot it was added to; the form gets the
  // entries in slot order. Reading the form's list back would race uploads finishing while it catches up.
  const [slots, setSlots] = useState<MediaSlots>(() => slotsOf(value, max));
  useEffect(() => {
    const entries = entriesOf(slots);
    if (!sameEntries(entries, value)) onChange(() => entries);
  }, [slots, value, onChange]);
  const [pickedSlot, setPickedSlot] = useState<number | null>(null);
  const entries = entriesOf(slots);
  const ids = mediaItemIds(entries);
  const sensors = useSensors(
    // A small distance lets clicks on the buttons inside a tile through.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: mediaKeyboardCoordinates }),
  );
  const uploadAt = new Map(uploads.map((upload) => [upload.slot, upload]));
  const free = freeSlots(slots, new Set(uploadAt.keys()));

  const place = (url: string, kind: UploadKind, slot: number) =>
    setSlots((current) => placeAt(current, slot, kind === 'video' ? videoFileEntry(url) : url));

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Clearing lets the same file be chosen again after a failure.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    if (files.length > free.length) {
      setProblem(maxFilesMessage(max));
      return;
    }
    const problems = files.map(fileProblem);
    setProblem(problems.find((message) => message !== null) ?? null);
    // The slot whose button was pressed first, then the free ones in order.
    const targets =
      pickedSlot !== null && free.includes(pickedSlot)
        ? [pickedSlot, ...free.filter((slot) => slot !== pickedSlot)]
        : free;
    const accepted = files.filter((_, index) => problems[index] === null);
    start(
      accepted.map((file, index) => ({ file, slot: targets[index]! })),
      place,
    );
  };

  const addYoutube = (entry: string) => {
    const [slot] = free;
    if (slot === undefined) {
      setProblem(maxFilesMessage(max));
      return false;
    }
    setProblem(null);
    setSlots((current) => placeAt(current, slot, entry));
    return true;
  };

  const reorder = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    setSlots((current) => moveEntry(current, from, to));
  };

  const remove = (slot: number) => {
    setProblem(null);
    setSlots((current) => clearSlot(current, slot));
  };

  /** What a slot shows: its entry, an upload on its way into it, or a button to add one. */
  const renderSlot = (entry: string | null, slot: number) => {
    const upload = uploadAt.get(slot);
    if (entry !== null) {
      const index = entriesOf(slots.slice(0, slot)).length;
      const id = ids[index] ?? entry;
      return (
        <div role="listitem" key={id}>
          <SortableMediaTile
            id={id}
            entry={entry}
            position={index + 1}
            onRemove={() => remove(slot)}
          />
        </div>
      );
    }
    if (upload) {
      return (
        <div role="listitem" key={`upload-${upload.id}`}>
          <MediaSlotFrame>
            <UploadStatus
              upload={upload}
              onRetry={() => retry(upload, place)}
              onDismiss={() => dismiss(upload.id)}
            />
          </MediaSlotFrame>
        </div>
      );
    }
    return (
      <div role="listitem" key={`empty-${slot}`}>
        <EmptyMediaSlot
          slot={slot + 1}
          onPick={() => {
            setPickedSlot(slot);
            fileInput.current?.click();
          }}
        />
      </div>
    );
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
            {slots.map(renderSlot)}
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
