import type { SendMessage } from '@studio/core/services/mail/deliverOutbox';
import { createTransport } from 'nodemailer';
import type { Mailbox } from '../config/mailConfig';
import { outgoingMail } from './outgoingMail';
import { failedSendOutcome } from './smtpOutcome';

export interface SmtpMailer {
  send: SendMessage;
  close(): void;
}

/** How long connecting, the greeting and a silent server may take; a send never outlasts the delivery's lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * Sends through the SMTP server of SMTP_URL (nodemailer): `smtp://` upgrades with STARTTLS when the server
 * offers it, `smtps://` speaks TLS from the start. One pooled connection, kept between messages. The
 * messages' HTML may name no file or address for nodemailer to read.
 */
export function smtpMailer({
  smtpUrl,
  from,
  siteOrigin,
}: {
  smtpUrl: string;
  from: Mailbox;
  siteOrigin: () => string;
}): SmtpMailer {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    disableFileAccess: true,
    disableUrlAccess: true,
    ...TIMEOUTS,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail(outgoingMail(message, { from, siteOrigin: siteOrigin() }));
        return { sent: true };
      } catch (error) {
        return failedSendOutcome(error as Error);
      }
    },
    close: () => transport.close(),
  };
}
