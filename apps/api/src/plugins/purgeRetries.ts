import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { deliverDuePurges, forgetMootPurges } from '../cache/purges/purgeDelivery';
import { runPeriodically } from './periodicJob';

interface PurgeRetryOptions {
  orm: Orm;
  urls: readonly string[];
  everyMs: number;
}

// Purges outlive their use only after a day: looking for such once a minute is plenty.
const FORGETTING_EVERY_MS = 60_000;

/**
 * Delivers again the purges a shared cache missed (it was down or unreachable) once their back-off is over,
 * and those queued by changes no request announced (files deleted by the sweeper, a new build's start). Every
 * instance with CACHE_PURGE_URLS checks; each purge is claimed by one. An instance without them delivers
 * nothing, leaving the queue to those: every instance only forgets the purges too old to matter.
 */
export const purgeRetries: FastifyPluginAsync<PurgeRetryOptions> = async (
  app,
  { orm, urls, everyMs },
) => {
  if (urls.length > 0) {
    runPeriodically(app, {
      everyMs,
      failure: 'Could not deliver the shared caches\u2019 purges',
      async run() {
        await deliverDuePurges(orm.em, urls);
      },
    });
  }
  runPeriodically(app, {
    everyMs: FORGETTING_EVERY_MS,
    failure: 'Could not forget the shared caches\u2019 purges that are too old to matter',
    async run() {
      await forgetMootPurges(orm.em);
    },
  });
};
