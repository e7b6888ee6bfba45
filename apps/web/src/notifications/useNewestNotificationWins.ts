import { notifications, useNotifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * With one toast at a time, Mantine would queue a new toast until the shown one times out;
 * the newest message matters most (e.g. "Thanks for subscribing!" right after "Invalid email"), so it replaces the shown one.
 */
export function useNewestNotificationWins() {
  const { notifications: shown, queue } = useNotifications();
  const shownId = shown[0]?.id;
  const waiting = queue.length > 0;
  useEffect(() => {
    if (waiting && shownId) notifications.hide(shownId);
  }, [waiting, shownId]);
}
