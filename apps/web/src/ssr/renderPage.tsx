import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { withPreviewImage, type PageHead } from '../head/pageHead';
import { shellHead } from '../head/siteHeads';
import { loadPage } from '../pageKit/pageComponent';
import type { ServerPage } from '../pageKit/pageContext';
import { localePrefix } from '../pageKit/pageLocale';
import type { LoadQuery } from '../pageKit/pageServing';
import { languageChoice } from '../pageKit/siteLanguages';
import { SITE_CATALOG } from '../messages/siteCatalog';
import { uiLocaleOf } from '../messages/uiLocales';
import { utcYear } from '../pageKit/renderYear';
import { QueryStore } from '../queryStore/queryStore';
import { AppRoutes, hasScreen, matchPage } from '../routes';
import { DEFAULT_LOCALES, inLanguages, routeEntry, type Locales } from '@studio/schemas';
import { STUDIO_NAME } from '../studio';
import { headTags } from './headTags';
import { htmlDocument } from './htmlDocument';
import { localizedHead } from './localizedHead';
import { pageAddress, type PageAddress } from './pageAddress';
import { failedQueryStatus, serializePageState } from './pageState';
import type { ClientAssets, PageAnswer, PageRequest } from './renderContract';
import { separateResourceHints } from './resourceHints';
import { pageStyleTags } from './pageStyles';
import { servingOf } from './servedPages';
import { loadApart, serverQueries } from './serverQueries';
import { shareImageQuery, shareImageUrl } from './shareImage';
import { siteLocales } from './siteLocales';

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

/** The admin's share image, read apart from the page's data: only the head shows it, not the page. */
async function chosenShareImage(request: PageRequest): Promise<string | null> {
  return loadApart(request.query)(shareImageQuery).then(
    ({ image }) => image,
    () => null,
  );
}

/**
 * The site's languages narrowed to those the page exists in (a post's). Loaded with the page's data while the
 * site has more than one, so that the browser's language switcher hydrates with the same.
 */
async function pageLanguages(
  load: LoadQuery,
  match: PageAddress['match'],
  locales: Locales,
): Promise<Locales> {
  const languages = match?.route.languages;
  if (!languages || !languageChoice(locales)) return locales;
  return languages.load(match.params, load).then(
    (codes) => inLanguages(locales, codes),
    () => locales,
  );
}

/**
 * A page as the server sends it: the route's data loaded through the router's queries, the page rendered
 * with it, its head and status as the page declared them, and the data handed on for hydration.
 */
export async function renderPage(assets: ClientAssets, request: PageRequest): Promise<PageAnswer> {
  // Resolved under a fixed origin, so that a path such as //example.com/x stays a path.
  const { pathname, search } = new URL(`http://site${request.url}`);
  const bare = matchPage(pathname);
  if (bare?.route.clientOnly) {
    const html = htmlDocument(assets.template, {
      lang: DEFAULT_LOCALES.default,
      // The screens the browser renders alone (sign-in, admin) are in English.
      head: headTags(shellHead(request.origin, await SITE_CATALOG.load('en')), request.origin),
      headEnd: '',
      markup: NO_SCRIPT,
      stateJson: null,
    });
    return { kind: 'page', status: 200, html, clientOnly: true };
  }
  const { locales, failedStatus: localesFailure } = await siteLocales(request);
  const address = pageAddress(pathname, locales, bare);
  const { match } = address;
  if (!match && (FILE_LIKE.test(address.path) || !hasScreen(address.path))) {
    return { kind: 'not-a-page' };
  }

  const uiLocale = uiLocaleOf(address.locale);
  const store = new QueryStore();
  const queries = serverQueries(request.query, store);
  const [shareImage, languages, messages] = await Promise.all([
    chosenShareImage(request),
    pageLanguages(queries.load, match, locales),
    SITE_CATALOG.load(uiLocale),
    queries.prefetch(
      (match && servingOf(match.route)?.data?.(match.params, address.translation)) ?? [],
    ),
    match && loadPage(match.route.page, uiLocale),
  ]);

  const declared: { head: PageHead | null; status: number | null } = { head: null, status: null };
  const serverPage: ServerPage = {
    origin: request.origin,
    setHead: (head) => (declared.head = head),
    setStatus: (status) => (declared.status = status),
  };
  const renderYear = utcYear();
  const rendered = await renderMarkup(
    <App
      store={store}
      messages={messages}
      siteCalls={queries.calls}
      renderYear={renderYear}
      locale={address.translation}
      languages={languageChoice(locales)}
      serverPage={serverPage}
    >
      <StaticRouter basename={localePrefix(address.translation)} location={`${pathname}${search}`}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  if (!declared.head) throw new Error(`The page at ${pathname} declared no head`);

  const { hints, markup } = separateResourceHints(rendered);
  const styles = assets.manifest
    ? pageStyleTags(assets.manifest, match?.route.page.moduleId ?? null)
    : '';
  const head = localizedHead(declared.head, request.origin, address, languages);
  const html = htmlDocument(assets.template, {
    lang: address.locale,
    // Every page's head shows the site's share image unless the page has a picture of its own.
    head: headTags(
      withPreviewImage(head, shareImageUrl(request.origin, shareImage)),
      request.origin,
    ),
    // Styles before the image preloads: first paint waits for styles, not for pictures.
    headEnd: [styles, hints].filter(Boolean).join('\n    '),
    markup,
    stateJson: serializePageState(store, {
      year: renderYear,
      locale: address.translation,
      languages: languageChoice(locales),
    }),
  });
  const status = Math.max(declared.status ?? failedQueryStatus(store) ?? 200, localesFailure ?? 0);
  // The server's private sections cover the default language's addresses; a language's prefix moves a
  // private page (/de/preview/…) out of them, so the page says it is one.
  return match && routeEntry(match.route.name).audience === 'private'
    ? { kind: 'page', status, html, privateLink: true }
    : { kind: 'page', status, html };
}
