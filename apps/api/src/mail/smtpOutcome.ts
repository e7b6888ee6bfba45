import type { SendOutcome } from '@studio/core/services/mail/deliverOutbox';

/** What nodemailer's errors carry besides their message. */
interface SmtpError {
  message: string;
  code?: string;
  /** The system error behind nodemailer's own code, e.g. ECONNREFUSED behind ECONNECTION. */
  originalCode?: string;
  /** The SMTP server's answer, when it gave one (451, 550, …). */
  responseCode?: number;
  timeoutType?: string;
}

/** Failures that happen before a server could hold the message: it was not sent, so it may be tried again. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const NOT_SENT_CODES = new Set(['EDNS', 'ETLS']);

/** Why a message whose connection broke mid-send is given up. */
export const LOST_WHILE_SENDING =
  'the connection was lost while sending: not sent again, so that it is never sent twice';

function neverConnected(error: SmtpError): boolean {
  if (error.code && NOT_SENT_CODES.has(error.code)) return true;
  if (error.originalCode && NEVER_CONNECTED.has(error.originalCode)) return true;
  // Every timeout but the socket's comes before the server had the message: connecting, its greeting, TLS.
  return error.code === 'ETIMEDOUT' && error.timeoutType !== 'SOCKET_TIMEOUT';
}

/**
 * How a failed send goes on: a temporary answer (4xx) or a server that could not be reached is tried again
 * later; a permanent answer (5xx) is given up at once; and so is a connection lost on the way, since the
 * server may have taken the message before it broke.
 */
export function failedSendOutcome(error: SmtpError): SendOutcome {
  const { message, responseCode } = error;
  if (responseCode) return { sent: false, error: message, retry: responseCode < 500 };
  if (neverConnected(error)) return { sent: false, error: message, retry: true };
  return { sent: false, error: `${message}: ${LOST_WHILE_SENDING}`, retry: false };
}
