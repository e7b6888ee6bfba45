import { APP_DOCUMENTS, type AppDocumentKind } from './appDocuments';
import type { PublishableKind } from './publishing';

/**
 * Who a page is for:
 * - `public`: every visitor; indexed, kept by the caches, its views counted.
 * - `private`: opened from a link that carries a secret (a preview, a subscription's token); never indexed,
 *   never cached, never counted (its address would store the secret).
 * - `signedIn`: sign-in and the admin area, rendered in the browser only; never counted.
 */
export type RouteAudience = 'public' | 'private' | 'signedIn';

/** One entry of the table. */
export interface RouteEntry {
  /**
   * From the root, in the syntax React Router and Fastify share: static segments, `:name` for one segment,
   * and a final `*` for the rest of the path (the admin area's own routes).
   */
  pattern: string;
  audience: RouteAudience;
  /** The item the `:slug` segment names, when it names one: analytics counts the page under that item. */
  item?: PublishableKind;
  /** An address with an old slug of the item answers 301 to the item's address (redirects/slugRedirects). */
  followsOldSlug?: true;
  /** A file the server writes (a feed, the sitemap, a download) rather than a screen: no page, no view. */
  file?: true;
  /**
   * A private page that also has an address under each other locale's prefix (`/de/preview/…`, the links of
   * a German subscriber's e-mails), showing its content and interface in that language; still private, and
   * never offered as a language version.
   */
  localeAddresses?: true;
}

/**
 * Every page of the site and every file it writes, by name: the one table that both builds its addresses (`routePath`) and reads
 * them (`matchRoute`). The website's route table takes its patterns from here (apps/web/src/routes.tsx),
 * and so do the sitemap, analytics, the slug redirects and the server's page list; a new page is one entry.
 * A page for every visitor has an address per locale: the default locale's is the pattern's, every other
 * locale's has its tag in front (`localizedPath`, read back by `splitLocale`).
 */
export const PUBLIC_ROUTES = {
  home: { pattern: '/', audience: 'public' },
  apps: { pattern: '/apps', audience: 'public' },
  category: { pattern: '/apps/category/:category', audience: 'public' },
  app: { pattern: '/apps/:slug', audience: 'public', item: 'app', followsOldSlug: true },
  appTerms: {
    pattern: `/apps/:slug/${APP_DOCUMENTS.terms.pathSegment}`,
    audience: 'public',
    item: 'app',
    followsOldSlug: true,
  },
  appPrivacy: {
    pattern: `/apps/:slug/${APP_DOCUMENTS.privacy.pathSegment}`,
    audience: 'public',
    item: 'app',
    followsOldSlug: true,
  },
  appAccountDeletion: {
    pattern: `/apps/:slug/${APP_DOCUMENTS.accountDeletion.pathSegment}`,
    audience: 'public',
    item: 'app',
    followsOldSlug: true,
  },
  appPress: { pattern: '/apps/:slug/press', audience: 'public', item: 'app' },
  /** The press kit as one download: the app's files and its fact sheet. */
  appPressZip: { pattern: '/apps/:slug/press.zip', audience: 'public', item: 'app', file: true },
  /** All of an app's releases, newest first. */
  appReleases: { pattern: '/apps/:slug/releases', audience: 'public', item: 'app' },
  /** The RSS 2.0 feed of an app's releases. */
  appReleasesFeed: {
    pattern: '/apps/:slug/releases.xml',
    audience: 'public',
    item: 'app',
    file: true,
  },
  about: { pattern: '/about', audience: 'public' },
  blog: { pattern: '/blog', audience: 'public' },
  post: { pattern: '/blog/:slug', audience: 'public', item: 'blogPost', followsOldSlug: true },
  contact: { pattern: '/contact', audience: 'public' },
  /** The studio's press page: its fact sheet and every app with a press kit. */
  press: { pattern: '/press', audience: 'public' },
  terms: { pattern: '/terms', audience: 'public' },
  privacy: { pattern: '/privacy', audience: 'public' },
  cookies: { pattern: '/cookies', audience: 'public' },
  /** Where preview links of drafts and scheduled items lead. */
  preview: { pattern: '/preview/:token', audience: 'private', localeAddresses: true },
  /** Where a mailing list's confirmation e-mail leads. */
  subscriptionConfirm: {
    pattern: '/subscriptions/confirm/:token',
    audience: 'private',
    localeAddresses: true,
  },
  /** A subscriber's unsubscribe link: its page, and the one-click unsubscribe (RFC 8058) at the same address. */
  subscriptionUnsubscribe: {
    pattern: '/subscriptions/unsubscribe/:token',
    audience: 'private',
    localeAddresses: true,
  },
  sitemap: { pattern: '/sitemap.xml', audience: 'public', file: true },
  /** The blog's RSS feed. */
  feed: { pattern: '/feed.xml', audience: 'public', file: true },
  /** The blog's feed in another of the site's languages (`/de/feed.xml`): the posts published in it. */
  localeFeed: { pattern: '/:locale/feed.xml', audience: 'public', file: true },
  /** An app's releases feed in another of the site's languages (`/de/apps/{slug}/releases.xml`). */
  localeAppReleasesFeed: {
    pattern: '/:locale/apps/:slug/releases.xml',
    audience: 'public',
    item: 'app',
    file: true,
  },
  /** An app's press kit ZIP in another of the site's languages (`/de/apps/{slug}/press.zip`): its fact sheet in it. */
  localeAppPressZip: {
    pattern: '/:locale/apps/:slug/press.zip',
    audience: 'public',
    item: 'app',
    file: true,
  },
  robots: { pattern: '/robots.txt', audience: 'public', file: true },
  signIn: { pattern: '/auth', audience: 'signedIn' },
  admin: { pattern: '/admin/*', audience: 'signedIn' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof PUBLIC_ROUTES;
export const ROUTE_NAMES = Object.keys(PUBLIC_ROUTES) as RouteName[];

/** A route's entry, read as any entry (`PUBLIC_ROUTES[name]` has only its own fields). */
export function routeEntry(name: RouteName): RouteEntry {
  return PUBLIC_ROUTES[name];
}

/** The page of each of an app's documents. */
export const APP_DOCUMENT_ROUTES = {
  terms: 'appTerms',
  privacy: 'appPrivacy',
  accountDeletion: 'appAccountDeletion',
} as const satisfies Record<AppDocumentKind, RouteName>;

/** The names of a pattern's parameters: `'slug'` for '/apps/:slug/press', `'*'` for '/admin/*'. */
type ParamNames<TPattern extends string> = TPattern extends `${infer Head}/${infer Tail}`
  ? ParamNames<Head> | ParamNames<Tail>
  : TPattern extends `:${infer Name}`
    ? Name
    : TPattern extends '*'
      ? '*'
      : never;

/** A route's parameters, e.g. `{ slug: string }` for `app`; `{}` for a route without any. */
export type RouteParams<TName extends RouteName> = {
  [Name in ParamNames<(typeof PUBLIC_ROUTES)[TName]['pattern']>]: string;
};

/** The routes whose one parameter is a slug: an item's page and its pages. */
export type SlugRouteName = {
  [TName in RouteName]: keyof RouteParams<TName> extends 'slug' ? TName : never;
}[RouteName];

/** The routes whose address needs no parameter. */
export type StaticRouteName = {
  [TName in RouteName]: keyof RouteParams<TName> extends never ? TName : never;
}[RouteName];

/** A path the table reads: the route's name and its parameters, each segment as it was in the path. */
export type RouteMatch = {
  [TName in RouteName]: { name: TName; params: RouteParams<TName> };
}[RouteName];

/**
 * A route's address, each parameter percent-encoded as one segment: `routePath('app', { slug: 'hop' })`
 * is '/apps/hop', `routePath('category', { category: 'Board Games' })` '/apps/category/Board%20Games'.
 */
export function routePath<TName extends RouteName>(
  name: TName,
  ...[params]: keyof RouteParams<TName> extends never ? [] : [RouteParams<TName>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return PUBLIC_ROUTES[name].pattern.replace(/:(\w+)|\*$/g, (_, param: string | undefined) =>
    param === undefined ? (values['*'] ?? '') : encodeURIComponent(values[param]!),
  );
}

type Segment = { static: string } | { param: string } | { rest: true };

interface CompiledRoute {
  name: RouteName;
  segments: Segment[];
}

const segmentsOf = (pattern: string): Segment[] =>
  pattern === '/'
    ? []
    : pattern
        .slice(1)
        .split('/')
        .map((part) => {
          if (part === '*') return { rest: true };
          return part.startsWith(':') ? { param: part.slice(1) } : { static: part };
        });

const segmentRank = (segment: Segment | undefined) =>
  segment === undefined ? 0 : 'static' in segment ? 3 : 'param' in segment ? 2 : 1;

/** Compared segment by segment, a static segment before a parameter before the rest, as React Router ranks them. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const difference = segmentRank(b.segments[i]) - segmentRank(a.segments[i]);
    if (difference !== 0) return difference;
  }
  return 0;
}

let compiled: CompiledRoute[] | undefined;

function compiledRoutes(): CompiledRoute[] {
  compiled ??= ROUTE_NAMES.map((name) => ({
    name,
    segments: segmentsOf(PUBLIC_ROUTES[name].pattern),
  })).sort(bySpecificity);
  return compiled;
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if ('rest' in segment) {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if ('static' in segment) {
      if (part !== segment.static) return null;
    } else {
      if (part === '') return null;
      params[segment.param] = part;
    }
  }
  return parts.length === segments.length ? params : null;
}

/**
 * The route a path is the address of, with its parameters as they are in the path (not decoded), or null.
 * Exactly: no query string, no trailing slash (but the root's), static segments in their case; where two
 * routes could take a path, the one with a static segment first does (/apps/category/Game is a category).
 */
export function matchRoute(path: string): RouteMatch | null {
  if (!path.startsWith('/')) return null;
  const parts = path === '/' ? [] : path.slice(1).split('/');
  for (const { name, segments } of compiledRoutes()) {
    const params = matchSegments(segments, parts);
    if (params) return { name, params } as RouteMatch;
  }
  return null;
}

/** Whether a route has an address in every locale: the pages for every visitor (not files, private links or sign-in). */
export function isLocalizedRoute(name: RouteName): boolean {
  const entry = routeEntry(name);
  return entry.audience === 'public' && !entry.file;
}

/**
 * Whether a locale's prefix in front of a route's address names the route in that locale: the localized pages,
 * and the private ones that show their content in a language (a preview). Elsewhere a prefix names no page.
 */
export function readsLocalePrefix(name: RouteName): boolean {
  return isLocalizedRoute(name) || routeEntry(name).localeAddresses === true;
}

/**
 * A page's address in a locale: the default locale's address (null: the default locale, unchanged), or with
 * the locale's tag in front: `localizedPath('/apps', 'de')` is '/de/apps', `localizedPath('/', 'de')` '/de'.
 */
export function localizedPath(path: string, locale: string | null): string {
  if (locale === null) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A path read as `localizedPath` writes it: its locale when its first segment is one of `prefixed` (the site's
 * locales other than the default), and the default locale's path; else no locale and the path as it is.
 */
export function splitLocale(
  path: string,
  prefixed: readonly string[],
): { locale: string | null; path: string } {
  const end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  if (!prefixed.includes(first)) return { locale: null, path };
  return { locale: first, path: end === -1 ? '/' : path.slice(end) };
}
