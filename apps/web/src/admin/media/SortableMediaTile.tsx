import { ActionIcon, Badge } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { MediaPreview } from './MediaPreview';
import { MediaSlotFrame } from './MediaSlotFrame';

interface SortableMediaTileProps {
  id: string;
  entry: string;
  /** 1-based place in the list. */
  position: number;
  onRemove: () => void;
}

/** A stored entry: drag it by its handle (pointer or keyboard), or remove it. */
export function SortableMediaTile({ id, entry, position, onRemove }: SortableMediaTileProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const label = `Media item ${position}`;

  return (
    <div
      ref={setNodeRef}
      data-media-position={position}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      <MediaSlotFrame>
        <MediaPreview entry={entry} label={label} />
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          type="button"
          variant="filled"
          color="dark"
          aria-label={`Reorder ${label.toLowerCase()}`}
          pos="absolute"
          top={6}
          left={6}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          type="button"
          variant="filled"
          color="red"
          aria-label={`Remove ${label.toLowerCase()}`}
          onClick={onRemove}
          pos="absolute"
          top={6}
          right={6}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
        <Badge pos="absolute" bottom={6} left={6} color="dark" variant="filled" aria-hidden>
          {position}
        </Badge>
      </MediaSlotFrame>
    </div>
  );
}
