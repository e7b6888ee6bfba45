import type { EntityManager } from '@mikro-orm/postgresql';
import { claimNextMessage, type ClaimedMessage } from './claimMessage';
import { markAttemptFailed, markSent, type FailedAttempt } from './markMessage';
import { failStalledSends } from './stalledSends';

/** How handing one message to the SMTP server went. */
export type SendOutcome = { sent: true } | ({ sent: false } & FailedAttempt);

/**
 * Hands a message to the SMTP server (apps/api: nodemailer on SMTP_URL) and says how it went. A rejection
 * instead leaves the message `sending` until its lease runs out; then it is given up, never sent again.
 */
export type SendMessage = (message: ClaimedMessage) => Promise<SendOutcome>;

export interface DeliveryRound {
  sent: number;
  /** Attempts that failed (to be tried again, or given up). */
  failed: number;
  /** Messages found cut off mid-send and given up. */
  stalled: number;
}

interface DeliveryOptions {
  send: SendMessage;
  /** How long a claimed message may take before it counts as cut off: longer than any send can last. */
  leaseMs: number;
  /** Asked before each message: true once the instance is closing, to stop between messages. */
  stopping(): boolean;
  /** Awaited before each message: holds the instance to its sending pace. */
  pace(): Promise<void>;
}

/**
 * Sends every due message, one at a time: each is claimed (marked `sending`, committed) before the SMTP server
 * hears of it, and marked `sent` after its 250, so that an instance that dies in between leaves it `sending`,
 * and failStalledSends gives it up rather than sending it again. Any number of instances may run this at once.
 */
export async function deliverOutbox(
  em: EntityManager,
  { send, leaseMs, stopping, pace }: DeliveryOptions,
): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, failed: 0, stalled: await failStalledSends(em) };
  while (!stopping()) {
    await pace();
    if (stopping()) break;
    const message = await claimNextMessage(em, leaseMs);
    if (!message) break;
    const outcome = await send(message);
    if (outcome.sent) {
      await markSent(em, message.id);
      round.sent += 1;
    } else {
      await markAttemptFailed(em, message, outcome);
      round.failed += 1;
    }
  }
  return round;
}
