import type { Orm } from '@studio/db';
import type { ContentCache } from './contentCache';
import { CONTENT_CHANGED_CHANNEL } from './contentChangeListener';

/**
 * What procedures call after changing public content: this instance forgets its cached answers at once,
 * and NOTIFY tells every instance (this one included) to do the same.
 */
export function contentChangeNotifier(orm: Orm, cache: ContentCache) {
  return async function notifyContentChanged(): Promise<void> {
    cache.clear();
    await orm.em.getConnection().execute(`NOTIFY ${CONTENT_CHANGED_CHANNEL}`, [], 'run');
  };
}
