import type { NotificationData } from '@mantine/notifications';

// Mantine's notifications store comes with the first notice, not with every page's first load: most visits
// never show one.
const notificationsStore = () => import('@mantine/notifications');

let noticeGiven = false;
const listeners = new Set<() => void>();

/** Whether a notice was given since the page loaded: the toast area loads once one was. */
export const anyNoticeGiven = (): boolean => noticeGiven;

export function subscribeToNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(notice: NotificationData): void {
  noticeGiven = true;
  for (const listener of listeners) listener();
  void notificationsStore().then(({ notifications }) => notifications.show(notice));
}

/** A success notice: a title and a short explanation. */
export function notifySuccess(title: string, message: string): void {
  show({ title, message, color: 'teal' });
}

/** A destructive notice; the description is usually the server's message. */
export function notifyFailure(title: string, message: string): void {
  show({ title, message, color: 'red' });
}
