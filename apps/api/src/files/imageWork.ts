import { ConcurrencyLimit } from '@studio/core/services/concurrencyLimit';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';

// libvips' operation cache only helps repeated work on the same input, which never happens here: it would
// just hold memory.
sharp.cache(false);

const imageTurns = new ConcurrencyLimit(Math.max(1, Math.floor(availableParallelism() / 2)));

/**
 * Every decode and encode of an image goes through this: one per two cores at a time, so that many requests
 * at once queue up instead of holding many pictures and encoders in memory, and requests keep a core.
 */
export function imageWork<T>(task: () => Promise<T>): Promise<T> {
  return imageTurns.run(task);
}
