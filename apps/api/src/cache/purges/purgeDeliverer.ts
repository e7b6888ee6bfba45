import type { Orm } from '@studio/db';
import type { FastifyBaseLogger } from 'fastify';
import { deliverDuePurges } from './purgeDelivery';

export interface PurgeDeliverer {
  /**
   * Delivers the purges that are due now; a cache that fails is logged, and its purge waits for a retry. Never
   * throws: the change it follows has committed.
   */
  deliverNow(): Promise<void>;
}

/** Delivers queued purges to the shared caches at CACHE_PURGE_URLS; without any, does nothing. */
export function purgeDeliverer(
  orm: Orm,
  urls: readonly string[],
  log: FastifyBaseLogger,
): PurgeDeliverer {
  return {
    async deliverNow() {
      if (urls.length === 0) return;
      try {
        await deliverDuePurges(orm.em, urls);
      } catch (error) {
        log.error({ err: error }, 'Could not deliver the shared caches\u2019 purges; will retry');
      }
    },
  };
}
