import { deliverOutbox } from '@studio/core/services/mail/deliverOutbox';
import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { sendingPace } from '../mail/sendingPace';
import type { SmtpMailer } from '../mail/smtpMailer';
import { runPeriodically } from './periodicJob';

/**
 * How long a message may stay `sending`: far longer than any send can last (smtpMailer's timeouts). Past it,
 * the instance that took it is taken to have stopped mid-send, and the message is given up.
 */
const LEASE_MS = 10 * 60 * 1000;

interface DeliveryOptions {
  orm: Orm;
  mailer: SmtpMailer;
  everyMs: number;
  /** MAIL_RATE_PER_SECOND: at most this many sends a second from this instance. */
  ratePerSecond: number;
}

/**
 * Sends the outbox's due messages, every `everyMs`, on every instance: the database hands each message to one
 * of them, at most `ratePerSecond` a second. A round sends until nothing is due; the next begins only once it
 * has ended. On close, the message
 * being sent is finished and marked, and no other is begun.
 */
export const mailDelivery: FastifyPluginAsync<DeliveryOptions> = async (
  app,
  { orm, mailer, everyMs, ratePerSecond },
) => {
  const pace = sendingPace(ratePerSecond);
  let closing = false;
  let current: Promise<void> | null = null;

  async function deliver(): Promise<void> {
    const round = await deliverOutbox(orm.em.fork(), {
      send: mailer.send,
      leaseMs: LEASE_MS,
      stopping: () => closing,
      pace,
    });
    if (round.sent + round.failed + round.stalled > 0) app.log.info(round, 'Outbox delivered');
  }

  runPeriodically(app, {
    everyMs,
    failure: 'Could not deliver the outbox',
    async run() {
      if (current) return;
      current = deliver().finally(() => {
        current = null;
      });
      await current;
    },
  });
  app.addHook('onClose', async () => {
    closing = true;
    await current?.catch(() => undefined);
    mailer.close();
  });
};
