// The public reads: lists, an app (by slug or id) with its legal texts, a published post.
const CACHED_PATHS =
  /^\/api\/(apps(\/[^/?]+(\/(terms|privacy|account-deletion))?)?|blog(\/[^/?]+)?)$/;
// Site files built from content and settings.
const CACHED_FILES = new Set([
  '/app-ads.txt',
  '/.well-known/apple-app-site-association',
  '/.well-known/assetlinks.json',
]);
const CACHED_PROCEDURES = new Set([
  'apps.list',
  'apps.byParam',
  'apps.terms',
  'apps.privacy',
  'apps.accountDeletion',
  'blog.list',
  'blog.bySlug',
]);

/**
 * The cache key of a request for public content (REST, or a tRPC call of only such procedures), else null.
 * Their answers are the same for every visitor, signed in or not.
 */
export function contentCacheKey(method: string, url: string): string | null {
  if (method !== 'GET') return null;
  if (CACHED_PATHS.test(url) || CACHED_FILES.has(url)) return url;
  const path = url.split('?', 1)[0]!;
  if (!path.startsWith('/trpc/')) return null;
  const procedures = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  return procedures.every((procedure) => CACHED_PROCEDURES.has(procedure)) ? url : null;
}
