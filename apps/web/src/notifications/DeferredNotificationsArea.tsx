import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { anyNoticeGiven, subscribeToNotices } from './notify';

const NotificationsArea = lazy(async () => ({
  default: (await import('./NotificationsArea')).NotificationsArea,
}));

/**
 * The toast area, loaded with the first toast (or the first press of F8): most visits never show one,
 * and its code (transitions, swipe handling) need not slow every page's first load.
 */
export function DeferredNotificationsArea() {
  const toastShown = useSyncExternalStore(subscribeToNotices, anyNoticeGiven, () => false);
  const [loaded, setLoaded] = useState(false);
  const [focusWhenLoaded, setFocusWhenLoaded] = useState(false);
  // Once there, it stays: toasts leave with their own transition.
  if (toastShown && !loaded) setLoaded(true);

  useEffect(() => {
    if (loaded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      setLoaded(true);
      setFocusWhenLoaded(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [loaded]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsArea autoFocus={focusWhenLoaded} />
    </Suspense>
  );
}
