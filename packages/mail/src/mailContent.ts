/**
 * A message as the outbox keeps it: written once, however many receive it. Values that differ per recipient
 * (an unsubscribe link) stand in it as placeholders (personal/personalValues.ts), filled in when it is sent.
 */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}
