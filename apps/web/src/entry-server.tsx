import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { robotsTxt } from './discovery/robotsTxt';
import { FEED_PATH, ROBOTS_PATH, SITEMAP_PATH } from './discovery/paths';
import { rssFeed } from './discovery/rssFeed';
import { sitemapXml } from './discovery/sitemapXml';
import { headTags } from './head/headTags';
import type { PageHead } from './head/pageHead';
import { shellHead } from './head/pageHeads';
import { createQueryClient } from './queryClient';
import { AppRoutes, matchPage, PAGE_ROUTES } from './routes';
import { htmlDocument } from './ssr/htmlDocument';
import { inProcessLink } from './ssr/inProcessLink';
import { failedQueryStatus, keepFailures, serializePageState } from './ssr/pageState';
import type {
  ClientAssets,
  CreateSiteRenderer,
  PageAnswer,
  PageRequest,
  SiteFile,
  SiteRequest,
} from './ssr/renderContract';
import { separateResourceHints } from './ssr/resourceHints';
import { routeAssetTags } from './ssr/routeAssets';
import { createServerTrpc } from './ssr/serverTrpc';
import type { ServerPage } from './ssr/serverPageContext';
import { STUDIO_NAME } from './studio';
import { trpc } from './trpc';

/** A last path segment with an extension (app-ads.txt, foo.php, a missing script) names a file, not a page. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]{1,10}$/;

const NO_SCRIPT = `<noscript>${STUDIO_NAME} needs JavaScript for this screen.</noscript>`;

/** React's markup once everything (lazy pages included) has rendered. */
async function renderMarkup(site: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(site, {
    onError: (error) => void errors.push(error),
    // Every Suspense boundary inline, as finished markup: React would otherwise move large ones behind an
    // inline script, which the site's Content-Security-Policy does not run (nor does a browser without
    // JavaScript).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

async function renderPage(assets: ClientAssets, request: PageRequest): Promise<PageAnswer> {
  const { pathname } = new URL(request.url, request.origin);
  const match = matchPage(pathname);
  if (!match && FILE_LIKE.test(pathname)) return { kind: 'not-a-page' };
  if (match?.route.clientOnly) {
    const html = htmlDocument(assets.template, {
      head: headTags(shellHead(request.origin), request.origin),
      markup: NO_SCRIPT,
      stateJson: null,
    });
    return { kind: 'page', status: 200, html };
  }

  const queryClient = createQueryClient();
  const serverTrpc = createServerTrpc(request.query, queryClient);
  await Promise.all([
    match?.route.prefetch?.(serverTrpc, match.params),
    match?.route.page.preload(),
  ]);
  keepFailures(queryClient);

  const declared: { head: PageHead | null; status: number | null } = { head: null, status: null };
  const serverPage: ServerPage = {
    origin: request.origin,
    setHead: (head) => (declared.head = head),
    setStatus: (status) => (declared.status = status),
  };
  const renderTime = Date.now();
  const rendered = await renderMarkup(
    <App
      queryClient={queryClient}
      trpcClient={trpc.createClient({ links: [inProcessLink(request.query)] })}
      renderTime={renderTime}
      serverPage={serverPage}
    >
      <StaticRouter location={request.url}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  if (!declared.head) throw new Error(`The page at ${pathname} declared no head`);

  const { hints, markup } = separateResourceHints(rendered);
  const moduleId = match?.route.page.moduleId;
  const chunks = assets.manifest && moduleId ? routeAssetTags(assets.manifest, moduleId) : '';
  const html = htmlDocument(assets.template, {
    head: [headTags(declared.head, request.origin), hints, chunks].filter(Boolean).join('\n    '),
    markup,
    stateJson: serializePageState(queryClient, renderTime),
  });
  const status = declared.status ?? failedQueryStatus(queryClient) ?? 200;
  return { kind: 'page', status, html };
}

async function sitemap({ origin, query }: SiteRequest): Promise<string> {
  const serverTrpc = createServerTrpc(query, createQueryClient());
  const perRoute = await Promise.all(PAGE_ROUTES.map((route) => route.sitemap?.(serverTrpc) ?? []));
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

const FILES: Record<string, (request: SiteRequest) => Promise<SiteFile>> = {
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

/** What the API server loads from dist/server: pages and discovery files, rendered from the route table. */
export const createSiteRenderer: CreateSiteRenderer = (assets) => ({
  renderPage: (request) => renderPage(assets, request),
  files: Object.keys(FILES),
  renderFile: (path, request) => {
    const render = FILES[path];
    if (!render) throw new Error(`No generated file at ${path}`);
    return render(request);
  },
});
