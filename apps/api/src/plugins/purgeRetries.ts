import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { deliverDuePurges } from '../cache/purges/purgeDelivery';
import { runPeriodically } from './periodicJob';

interface PurgeRetryOptions {
  orm: Orm;
  urls: readonly string[];
  everyMs: number;
}

// With no cache to purge, the queue only needs emptying now and then.
const EMPTYING_EVERY_MS = 60_000;

/**
 * Delivers again the purges a shared cache missed (it was down or unreachable) once their back-off is over,
 * and those queued by changes no request announced (files deleted by the sweeper). Every instance checks;
 * each purge is claimed by one.
 */
export const purgeRetries: FastifyPluginAsync<PurgeRetryOptions> = async (
  app,
  { orm, urls, everyMs },
) => {
  runPeriodically(app, {
    everyMs: urls.length > 0 ? everyMs : EMPTYING_EVERY_MS,
    failure: 'Could not deliver the shared caches\u2019 purges',
    async run() {
      await deliverDuePurges(orm.em, urls);
    },
  });
};
