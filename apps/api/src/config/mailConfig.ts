import { STUDIO_NAME } from '@studio/schemas';
import { z } from 'zod';

/** Who the site's e-mails come from. */
export interface Mailbox {
  name: string;
  address: string;
}

export interface MailConfig {
  /** Where e-mail goes out; null: messages wait in the outbox. */
  smtpUrl: string | null;
  from: Mailbox;
  /** At most this many messages a second leave each instance. */
  ratePerSecond: number;
}

const SMTP_URL_MESSAGE = 'must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587';

export const smtpUrlSchema = z
  .url({ protocol: /^smtps?$/, message: SMTP_URL_MESSAGE })
  .refine((url) => new URL(url).hostname !== '', SMTP_URL_MESSAGE);

const MAILBOX_MESSAGE = 'must be an e-mail address, or a name and one: Studio <news@example.com>';
/** `Name <address>`, or the address alone. */
const MAILBOX = /^(?:(.*?)\s*<([^<>\s]+)>|([^<>\s]+))$/;

export const mailboxSchema = z.string().transform((text, ctx): Mailbox => {
  const match = MAILBOX.exec(text);
  const address = match?.[2] ?? match?.[3] ?? '';
  if (!z.email().safeParse(address).success) {
    ctx.addIssue({ code: 'custom', message: MAILBOX_MESSAGE });
    return z.NEVER;
  }
  const name = match?.[1]?.replace(/^"(.*)"$/, '$1').trim() ?? '';
  return { name, address };
});

/** Without MAIL_FROM: the studio's name, at no-reply@ the site's host. */
export function defaultSender(publicOrigin: string | null): Mailbox {
  const host = publicOrigin ? new URL(publicOrigin).hostname : 'localhost';
  return { name: STUDIO_NAME, address: `no-reply@${host}` };
}

/** The sender as the admin reads it. */
export function senderText({ name, address }: Mailbox): string {
  return name ? `${name} <${address}>` : address;
}

/** The SMTP server of SMTP_URL without its credentials, with the port nodemailer uses when none is given. */
export function smtpServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.protocol}//${url.hostname}:${port}`;
}
