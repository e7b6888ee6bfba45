import { useHotkeys } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useNewestNotificationWins } from './useNewestNotificationWins';
import { useSwipeRightToDismiss } from './useSwipeRightToDismiss';

/**
 * At most one toast at a time (the newest), 5 s each; F8 moves focus to the toast area; a 50 px swipe
 * right dismisses it (spec). `autoFocus` when it was loaded by a press of F8.
 */
export function NotificationsArea({ autoFocus = false }: { autoFocus?: boolean }) {
  const areaRef = useRef<HTMLDivElement>(null);
  useHotkeys([['F8', () => areaRef.current?.focus()]], []);
  useEffect(() => {
    if (autoFocus) areaRef.current?.focus();
  }, [autoFocus]);
  useNewestNotificationWins();
  const swipe = useSwipeRightToDismiss();

  return (
    <Notifications
      ref={areaRef}
      limit={1}
      autoClose={5000}
      position="bottom-right"
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      allowDragDismiss={false}
      {...swipe}
    />
  );
}
