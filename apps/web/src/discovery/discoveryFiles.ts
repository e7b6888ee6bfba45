import { PUBLIC_PATHS, PUBLIC_ROUTES } from '@studio/schemas';
import { appQuery } from '../pages/app-detail/appQuery';
import { releasesQuery } from '../pages/app-releases/releasesQuery';
import { postsQuery } from '../pages/blog/postsQuery';
import { PAGE_ROUTES } from '../routes';
import type { FileRequest, SiteFile, SiteRequest } from '../ssr/renderContract';
import { SERVED_PAGES } from '../ssr/servedPages';
import { loadApart } from '../ssr/serverQueries';
import type { LoadQuery } from '../pageKit/pageServing';
import { localesQuery } from '../ssr/siteLocales';
import { releasesFeed } from './releasesFeed';
import { robotsTxt } from './robotsTxt';
import { rssFeed } from './rssFeed';
import { sitemapXml } from './sitemapXml';
import { uiLocaleOf } from '../messages/uiLocales';
import { BLOG_CATALOG } from '../pages/blog/blogCatalog';
import { RELEASES_CATALOG } from '../pages/app-releases/releasesCatalog';

async function sitemap(request: SiteRequest): Promise<string> {
  const load = loadApart(request.query);
  const [locales, ...perRoute] = await Promise.all([
    load(localesQuery),
    ...SERVED_PAGES.map((serving) => serving.sitemap?.(load) ?? Promise.resolve([])),
  ]);
  return sitemapXml(request.origin, perRoute.flat(), locales);
}

/**
 * The language a file's address names: the default one without a prefix (`translation` null), another of the
 * site's with its prefix (`/de/…`); null for a prefix that is none of the site's other languages.
 */
async function fileLanguage(load: LoadQuery, prefix: string | null) {
  const locales = await load(localesQuery);
  if (prefix === null) return { locales, locale: locales.default, translation: null };
  const translation = locales.locales.find(
    ({ code }) => code === prefix && code !== locales.default,
  );
  return translation ? { locales, locale: translation.code, translation: translation.code } : null;
}

/** The blog's feed in the default language, or (`/de/feed.xml`) another of the site's; null for none of them. */
async function feed(request: SiteRequest, prefix: string | null): Promise<SiteFile | null> {
  const load = loadApart(request.query);
  const language = await fileLanguage(load, prefix);
  if (!language) return null;
  const [posts, blogTexts] = await Promise.all([
    load(postsQuery(language.translation)),
    BLOG_CATALOG.load(uiLocaleOf(language.locale)),
  ]);
  return {
    contentType: 'application/rss+xml; charset=utf-8',
    body: rssFeed(request.origin, posts, {
      locale: language.locale,
      locales: language.locales,
      description: blogTexts.t('page.description'),
    }),
  };
}

/** An app's releases feed in the default language, or (`/de/apps/{slug}/releases.xml`) another of the site's. */
async function appReleasesFeed(
  request: FileRequest,
  prefix: string | null,
): Promise<SiteFile | null> {
  const load = loadApart(request.query);
  const language = await fileLanguage(load, prefix);
  if (!language) return null;
  const slug = request.params.slug ?? '';
  const [app, releases, texts] = await Promise.all([
    load(appQuery(slug, language.translation)),
    load(releasesQuery(slug, language.translation)),
    RELEASES_CATALOG.load(uiLocaleOf(language.locale)),
  ]);
  return {
    contentType: 'application/rss+xml; charset=utf-8',
    body: releasesFeed(request.origin, app, releases, {
      locale: language.translation,
      language: language.locale,
      texts,
    }),
  };
}

function robots({ origin }: SiteRequest): string {
  const clientOnly = PAGE_ROUTES.filter((route) => route.clientOnly).map((route) =>
    route.path.replace(/\/\*$/, ''),
  );
  return robotsTxt(origin, clientOnly);
}

/**
 * The files search engines and feed readers look for, built from the route table and the database, keyed by
 * their route in Fastify's syntax.
 */
export const DISCOVERY_FILES: Record<string, (request: FileRequest) => Promise<SiteFile | null>> = {
  [PUBLIC_PATHS.sitemap]: async (request) => ({
    contentType: 'application/xml; charset=utf-8',
    body: await sitemap(request),
  }),
  [PUBLIC_PATHS.feed]: (request) => feed(request, null),
  [PUBLIC_ROUTES.localeFeed.pattern]: (request) => feed(request, request.params.locale ?? ''),
  [PUBLIC_ROUTES.appReleasesFeed.pattern]: (request) => appReleasesFeed(request, null),
  [PUBLIC_ROUTES.localeAppReleasesFeed.pattern]: (request) =>
    appReleasesFeed(request, request.params.locale ?? ''),
  [PUBLIC_PATHS.robots]: async (request) => ({
    contentType: 'text/plain; charset=utf-8',
    body: robots(request),
  }),
};
