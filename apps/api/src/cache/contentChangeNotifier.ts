import type { Orm } from '@studio/db';
import type { ContentCache } from './contentCache';
import { CONTENT_CHANGED_CHANNEL } from './contentChangeListener';
import type { PurgeDeliverer } from './purges/purgeDeliverer';

/**
 * What procedures call after changing public content: this instance forgets its cached answers at once,
 * NOTIFY tells every instance (this one included) to do the same, and the shared caches' purges the change
 * queued go out before the change is answered, so that the writer's next read through them is fresh.
 */
export function contentChangeNotifier(orm: Orm, cache: ContentCache, purges: PurgeDeliverer) {
  return async function notifyContentChanged(): Promise<void> {
    cache.clear();
    await orm.em.getConnection().execute(`NOTIFY ${CONTENT_CHANGED_CHANNEL}`, [], 'run');
    await purges.deliverNow();
  };
}
