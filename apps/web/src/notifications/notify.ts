import { notifications } from '@mantine/notifications';

/** A success notice: a title and a short explanation. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal' });
}

/** A destructive notice; the description is usually the server's message. */
export function notifyFailure(title: string, message: string): void {
  notifications.show({ title, message, color: 'red' });
}
