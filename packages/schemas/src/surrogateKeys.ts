import { z } from 'zod';

/**
 * The names of what a public answer shows, as shared caches key it (Fastly's and Varnish's `Surrogate-Key`,
 * Cloudflare's `Cache-Tag`): an answer lists the keys of everything it shows, and a change purges the keys
 * of what it touched. Lists of a kind carry the kind's key (`apps`), one item's answers its own (`app-12`).
 */
export const surrogateKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .max(100);
export type SurrogateKey = z.infer<typeof surrogateKeySchema>;

export const SURROGATE_KEYS = {
  /** Every answer a shared cache may keep: a purge of it empties the cache (a new build changes every page). */
  site: 'site',
  /** Lists of apps, and what is built from all of them (the deep-link files, the documents by slug). */
  apps: 'apps',
  app: (id: number) => `app-${id}`,
  /** The apps' view counts, which their answers show and the analytics refresh. */
  appViews: 'app-views',
  releases: (appId: number) => `releases-${appId}`,
  posts: 'posts',
  post: (id: number) => `post-${id}`,
  /** The site settings: share image, press facts, app-ads.txt. */
  settings: 'settings',
  file: (id: string) => `file-${id}`,
} as const;
