import { deleteUnconfirmedSubscribers } from '@studio/core/services/subscriptions/unconfirmedSweep';
import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { runPeriodically } from './periodicJob';

/** Links last 7 days: an hour more for an address nobody confirmed is nothing. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes, every hour, the subscribers who never confirmed once their link has expired. */
export const subscriberSweeper: FastifyPluginAsync<{ orm: Orm; everyMs?: number }> = async (
  app,
  { orm, everyMs = SWEEP_EVERY_MS },
) => {
  runPeriodically(app, {
    everyMs,
    failure: 'Could not delete the subscribers who never confirmed',
    async run() {
      const deleted = await deleteUnconfirmedSubscribers(orm.em.fork());
      if (deleted > 0) app.log.info({ deleted }, 'Deleted subscribers who never confirmed');
    },
  });
};
