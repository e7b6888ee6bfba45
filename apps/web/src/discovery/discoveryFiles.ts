import { createQueryClient } from '../queryClient';
import { PAGE_ROUTES } from '../routes';
import type { SiteFile, SiteRequest } from '../ssr/renderContract';
import { createServerTrpc } from '../ssr/serverTrpc';
import { FEED_PATH, ROBOTS_PATH, SITEMAP_PATH } from './paths';
import { robotsTxt } from './robotsTxt';
import { rssFeed } from './rssFeed';
import { sitemapXml } from './sitemapXml';

async function sitemap({ origin, query }: SiteRequest): Promise<string> {
  const serverTrpc = createServerTrpc(query, createQueryClient());
  const perRoute = await Promise.all(
    PAGE_ROUTES.map((route) => route.sitemap?.(serverTrpc) ?? Promise.resolve([])),
  );
  return sitemapXml(origin, perRoute.flat());
}

async function feed({ origin, query }: SiteRequest): Promise<string> {
  const posts = await createServerTrpc(query, createQueryClient()).blog.list.fetch();
  return rssFeed(origin, posts);
}

function robots({ origin }: SiteRequest): string {
  const clientOnly = PAGE_ROUTES.filter((route) => route.clientOnly).map(
    (route) => `/${route.path.replace(/\/\*$/, '')}`,
  );
  return robotsTxt(origin, clientOnly);
}

/** The files search engines and feed readers look for, built from the route table and the database. */
export const DISCOVERY_FILES: Record<string, (request: SiteRequest) => Promise<SiteFile>> = {
  [SITEMAP_PATH]: async (request) => ({
    contentType: 'application/xml; charset=utf-8',
    body: await sitemap(request),
  }),
  [FEED_PATH]: async (request) => ({
    contentType: 'application/rss+xml; charset=utf-8',
    body: await feed(request),
  }),
  [ROBOTS_PATH]: async (request) => ({
    contentType: 'text/plain; charset=utf-8',
    body: robots(request),
  }),
};
