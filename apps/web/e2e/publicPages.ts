import type { APIRequestContext } from '@playwright/test';

/** Pages that exist only as answers to a wrong address: the not-found screen and a missing app's. */
export const NOT_FOUND_PAGES = ['/no/such/page', '/apps/no-such-app'];

/** Every public page as the sitemap lists it (paths, e.g. /apps/space-miner), and the 404 pages. */
export async function publicPages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  );
  return [...listed, ...NOT_FOUND_PAGES];
}
