import type { EmailSettings } from '@studio/schemas';

/** "N messages waiting" (always so spelt: the dashboard's words are awaited as they are). */
export function messagesWaiting(waiting: number): string {
  return `${waiting} messages waiting`;
}

/** The dashboard's words while e-mail cannot go out. */
export function mailWaitingText(waiting: number): string {
  return `E-mail is not set up: ${messagesWaiting(waiting)}`;
}

/** Messages wait with nothing to send them: no SMTP server set, and some queued. */
export function isMailStuck({ smtpServer, waiting }: EmailSettings): boolean {
  return smtpServer === null && waiting > 0;
}
