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

/** What the dashboard says of the shared caches' purges: nothing while every cache takes them. */
export const cachePurgeFailuresSchema = z.object({
  failing: z
    .number()
    .int()
    .describe(
      'Purges some shared cache (CACHE_PURGE_URLS) missed; each is retried until it takes it',
    ),
  lastError: z.string().nullable().describe('Why the newest failing purge failed'),
  failingSince: z
    .string()
    .nullable()
    .describe('When the oldest failing purge was queued (ISO 8601)'),
});
export type CachePurgeFailures = z.infer<typeof cachePurgeFailuresSchema>;

export const CACHE_PURGES_FAILING_TITLE = 'The cache in front of the site is not being purged';

/** The dashboard's notice while purges fail: what it means for visitors. */
export function cachePurgesFailingMessage(failing: number): string {
  const purges = failing === 1 ? '1 purge is' : `${failing} purges are`;
  return `${purges} failing, so visitors may see outdated pages until the cache takes them. They are retried on their own.`;
}
