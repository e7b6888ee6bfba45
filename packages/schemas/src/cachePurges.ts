import { z } from 'zod';
import { surrogateKeySchema } from './surrogateKeys';

/** A purge of shared caches that has not reached every cache yet: what the admin sees of a failing cache. */
export const pendingCachePurgeSchema = z.object({
  id: z.number().int(),
  keys: z.array(surrogateKeySchema).describe('The surrogate keys to purge'),
  waitingFor: z
    .array(z.string())
    .describe('The purge URLs (CACHE_PURGE_URLS) it has not reached yet'),
  attempts: z.number().int().describe('Deliveries tried so far'),
  lastError: z.string().nullable().describe('Why the last delivery failed, if it did'),
  createdAt: z.string().describe('When the content changed (ISO 8601)'),
  nextAttemptAt: z.string().describe('When the next delivery is tried (ISO 8601)'),
});
export type PendingCachePurge = z.infer<typeof pendingCachePurgeSchema>;
