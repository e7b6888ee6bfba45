import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/** How far one arrow key press moves a dragged item. */
export const KEYBOARD_STEP_PX = 25;

const STEPS: Partial<Record<string, { x: number; y: number }>> = {
  [KeyboardCode.Right]: { x: KEYBOARD_STEP_PX, y: 0 },
  [KeyboardCode.Left]: { x: -KEYBOARD_STEP_PX, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: KEYBOARD_STEP_PX },
  [KeyboardCode.Up]: { x: 0, y: -KEYBOARD_STEP_PX },
};

/** Moves the dragged item a fixed step per arrow key, instead of scrolling the page. */
export const mediaKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates },
) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x + step.x, y: currentCoordinates.y + step.y };
};
