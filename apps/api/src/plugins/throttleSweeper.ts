import { forgetOldAttempts } from '@studio/core/services/accounts/throttles/attemptThrottle';
import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { runPeriodically } from './periodicJob';

/** Attempts are forgotten after a day; an hour more of dead rows is nothing. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the login and registration counts that count for nothing any more, every hour. Every instance
 * tries; the database lets one sweep at a time, and the others skip that round.
 */
export const throttleSweeper: FastifyPluginAsync<{ orm: Orm; everyMs?: number }> = async (
  app,
  { orm, everyMs = SWEEP_EVERY_MS },
) => {
  runPeriodically(app, {
    everyMs,
    failure: 'Could not delete old login and registration counts',
    async run() {
      const { ran, deleted } = await forgetOldAttempts(orm.em.fork());
      if (ran && deleted > 0)
        app.log.info({ deleted }, 'Deleted old login and registration counts');
    },
  });
};
