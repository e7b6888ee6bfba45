import { notifications, useNotifications } from '@mantine/notifications';
import { useRef, type PointerEvent } from 'react';

/** How far a toast is swiped right to be dismissed (spec: 50 px; Mantine's own drag needs a third of its width). */
export const SWIPE_DISMISS_PX = 50;

/** Pointer handlers for the toast area: a rightward swipe of 50 px or more dismisses the toast shown. */
export function useSwipeRightToDismiss() {
  const { notifications: shown } = useNotifications();
  const start = useRef<{ x: number; y: number } | null>(null);
  const shownId = shown[0]?.id;

  return {
    onPointerDown(event: PointerEvent) {
      start.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || !shownId) return;
      const right = event.clientX - from.x;
      if (right >= SWIPE_DISMISS_PX && right > Math.abs(event.clientY - from.y)) {
        notifications.hide(shownId);
      }
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
