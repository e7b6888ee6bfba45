import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

export const mediaScreenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a media item, press Space or Enter. Use the arrow keys to move it, ' +
    'press Space or Enter again to drop it in its new position, or press Escape to cancel.',
};

/** What screen readers hear while an item moves; positions count from 1. */
export function mediaAnnouncements(ids: readonly UniqueIdentifier[]): Announcements {
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const count = ids.length;

  return {
    onDragStart: ({ active }) => `Picked up media item ${position(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) => {
      // Right after pick-up the item is over its own slot: keep the pick-up message.
      if (over?.id === active.id) return undefined;
      return over
        ? `Media item ${position(active.id)} was moved into position ${position(over.id)} of ${count}.`
        : `Media item ${position(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Media item ${position(active.id)} was dropped at position ${position(over.id)} of ${count}.`
        : `Media item ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. Media item ${position(active.id)} was dropped back at position ${position(active.id)} of ${count}.`,
  };
}
