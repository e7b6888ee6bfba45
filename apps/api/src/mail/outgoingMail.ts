import type { ClaimedMessage } from '@studio/core/services/mail/claimMessage';
import { listHeaders, personalize } from '@studio/mail';
import type { SendMailOptions } from 'nodemailer';
import type { Mailbox } from '../config/mailConfig';

/**
 * A message of the outbox as it leaves: its recipient's values filled in, the list headers when it has an
 * unsubscribe link, and a Message-ID made from its id, so that should it ever arrive twice, mail clients
 * would know it for one.
 */
export function outgoingMail(
  message: ClaimedMessage,
  { from, siteOrigin }: { from: Mailbox; siteOrigin: string },
): SendMailOptions {
  const { subject, html, text } = personalize(message, message.personalValues);
  return {
    from,
    to: message.to,
    subject,
    html,
    text,
    messageId: `<outbox-${message.id}@${new URL(siteOrigin).hostname}>`,
    headers: listHeaders(message.personalValues),
  };
}
