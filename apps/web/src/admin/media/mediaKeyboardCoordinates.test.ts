import type { SensorContext } from '@dnd-kit/core';
import { KEYBOARD_STEP_PX, mediaKeyboardCoordinates } from './mediaKeyboardCoordinates';

function press(code: string) {
  const event = new KeyboardEvent('keydown', { code, cancelable: true });
  const next = mediaKeyboardCoordinates(event, {
    active: 'item',
    currentCoordinates: { x: 100, y: 200 },
    context: {} as SensorContext,
  });
  return { next, prevented: event.defaultPrevented };
}

describe('keyboard dragging in the media grid', () => {
  it('moves 25 px per arrow key press and keeps the page from scrolling', () => {
    expect(KEYBOARD_STEP_PX).toBe(25);
    expect(press('ArrowRight')).toEqual({ next: { x: 125, y: 200 }, prevented: true });
    expect(press('ArrowLeft').next).toEqual({ x: 75, y: 200 });
    expect(press('ArrowDown').next).toEqual({ x: 100, y: 225 });
    expect(press('ArrowUp').next).toEqual({ x: 100, y: 175 });
  });

  it('ignores other keys', () => {
    expect(press('KeyA')).toEqual({ next: undefined, prevented: false });
  });
});
