import type { App } from '@studio/schemas';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import type { SitemapEntry } from './discovery/sitemapXml';
import { Layout } from './layout/Layout';
import { categoryPath } from './pages/apps/categoryPath';
import { distinctCategories } from './pages/apps/distinctCategories';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { eagerPage, lazyPage, type PageComponent } from './routing/pageComponent';
import type { ServerTrpc } from './ssr/serverTrpc';

/** One screen of the spec's route table. */
export interface PageRoute {
  /** Below the layout, in react-router's syntax; '' is the home page. */
  path: string;
  page: PageComponent;
  /** What the server loads before rendering: the queries the page makes, with the same inputs. */
  prefetch?(trpc: ServerTrpc, params: Params): Promise<unknown>;
  /** The addresses this route contributes to the sitemap. */
  sitemap?(trpc: ServerTrpc): Promise<SitemapEntry[]>;
  /** Rendered in the browser only (sign-in, the admin area): the server sends the bare shell. */
  clientOnly?: true;
}

const newest = (dates: readonly string[]) =>
  dates.reduce<string | undefined>(
    (latest, date) => (latest === undefined || date > latest ? date : latest),
    undefined,
  );

const staticPage = (path: string) => async (): Promise<SitemapEntry[]> => [{ path }];

/** The text behind each of an app's own pages. */
const APP_DOCUMENTS = {
  terms: (app: App) => app.termsLink,
  privacy: (app: App) => app.privacyLink,
  'account-deletion': (app: App) => app.accountDeletion,
};

/** Each app's terms, privacy or account-deletion page, for the apps that have that text. */
async function appLegalPages(trpc: ServerTrpc, kind: keyof typeof APP_DOCUMENTS) {
  const apps = await trpc.apps.list.fetch();
  const details = await Promise.all(
    apps.map((app) => trpc.apps.byParam.fetch({ param: app.slug })),
  );
  return details
    .filter((app) => APP_DOCUMENTS[kind](app)?.trim())
    .map((app) => ({ path: `/apps/${app.slug}/${kind}`, lastModified: app.updatedAt }));
}

// The list and its category views are one screen.
const APPS_PAGE = lazyPage(
  'src/pages/apps/AppsPage.tsx',
  () => import('./pages/apps/AppsPage'),
  (m) => m.AppsPage,
);

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '',
    page: eagerPage(HomePage),
    prefetch: (trpc) => Promise.all([trpc.apps.list.prefetch(), trpc.blog.list.prefetch()]),
    sitemap: async (trpc) => {
      const [apps, posts] = await Promise.all([trpc.apps.list.fetch(), trpc.blog.list.fetch()]);
      const lastModified = newest([...apps, ...posts].map((item) => item.updatedAt));
      return [{ path: '/', lastModified }];
    },
  },
  {
    path: 'apps',
    page: APPS_PAGE,
    prefetch: (trpc) => trpc.apps.list.prefetch(),
    sitemap: async (trpc) => {
      const apps = await trpc.apps.list.fetch();
      return [{ path: '/apps', lastModified: newest(apps.map((app) => app.updatedAt)) }];
    },
  },
  {
    path: 'apps/category/:category',
    page: APPS_PAGE,
    prefetch: (trpc) => trpc.apps.list.prefetch(),
    sitemap: async (trpc) => {
      const apps = await trpc.apps.list.fetch();
      return distinctCategories(apps).map((category) => ({
        path: categoryPath(category),
        lastModified: newest(
          apps.filter((app) => app.category === category).map((app) => app.updatedAt),
        ),
      }));
    },
  },
  {
    path: 'apps/:slug',
    page: lazyPage(
      'src/pages/app-detail/AppDetailPage.tsx',
      () => import('./pages/app-detail/AppDetailPage'),
      (m) => m.AppDetailPage,
    ),
    prefetch: (trpc, { slug = '' }) => trpc.apps.byParam.prefetch({ param: slug }),
    sitemap: async (trpc) =>
      (await trpc.apps.list.fetch()).map((app) => ({
        path: `/apps/${app.slug}`,
        lastModified: app.updatedAt,
      })),
  },
  {
    path: 'apps/:slug/terms',
    page: lazyPage(
      'src/pages/app-legal/AppTermsPage.tsx',
      () => import('./pages/app-legal/AppTermsPage'),
      (m) => m.AppTermsPage,
    ),
    prefetch: (trpc, { slug = '' }) => trpc.apps.terms.prefetch({ slug }),
    sitemap: (trpc) => appLegalPages(trpc, 'terms'),
  },
  {
    path: 'apps/:slug/privacy',
    page: lazyPage(
      'src/pages/app-legal/AppPrivacyPage.tsx',
      () => import('./pages/app-legal/AppPrivacyPage'),
      (m) => m.AppPrivacyPage,
    ),
    prefetch: (trpc, { slug = '' }) => trpc.apps.privacy.prefetch({ slug }),
    sitemap: (trpc) => appLegalPages(trpc, 'privacy'),
  },
  {
    path: 'apps/:slug/account-deletion',
    page: lazyPage(
      'src/pages/app-legal/AppAccountDeletionPage.tsx',
      () => import('./pages/app-legal/AppAccountDeletionPage'),
      (m) => m.AppAccountDeletionPage,
    ),
    prefetch: (trpc, { slug = '' }) => trpc.apps.accountDeletion.prefetch({ slug }),
    sitemap: (trpc) => appLegalPages(trpc, 'account-deletion'),
  },
  {
    path: 'about',
    page: lazyPage(
      'src/pages/about/AboutPage.tsx',
      () => import('./pages/about/AboutPage'),
      (m) => m.AboutPage,
    ),
    sitemap: staticPage('/about'),
  },
  {
    path: 'blog',
    page: lazyPage(
      'src/pages/blog/BlogListPage.tsx',
      () => import('./pages/blog/BlogListPage'),
      (m) => m.BlogListPage,
    ),
    prefetch: (trpc) => trpc.blog.list.prefetch(),
    sitemap: async (trpc) => {
      const posts = await trpc.blog.list.fetch();
      return [{ path: '/blog', lastModified: newest(posts.map((post) => post.updatedAt)) }];
    },
  },
  {
    path: 'blog/:slug',
    page: lazyPage(
      'src/pages/blog/BlogPostPage.tsx',
      () => import('./pages/blog/BlogPostPage'),
      (m) => m.BlogPostPage,
    ),
    prefetch: (trpc, { slug = '' }) => trpc.blog.bySlug.prefetch({ slug }),
    sitemap: async (trpc) =>
      (await trpc.blog.list.fetch()).map((post) => ({
        path: `/blog/${post.slug}`,
        lastModified: post.updatedAt,
      })),
  },
  {
    path: 'contact',
    page: lazyPage(
      'src/pages/contact/ContactPage.tsx',
      () => import('./pages/contact/ContactPage'),
      (m) => m.ContactPage,
    ),
    sitemap: staticPage('/contact'),
  },
  {
    path: 'terms',
    page: lazyPage(
      'src/pages/legal/TermsPage.tsx',
      () => import('./pages/legal/TermsPage'),
      (m) => m.TermsPage,
    ),
    sitemap: staticPage('/terms'),
  },
  {
    path: 'privacy',
    page: lazyPage(
      'src/pages/legal/PrivacyPage.tsx',
      () => import('./pages/legal/PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
    sitemap: staticPage('/privacy'),
  },
  {
    path: 'cookies',
    page: lazyPage(
      'src/pages/legal/CookiesPage.tsx',
      () => import('./pages/legal/CookiesPage'),
      (m) => m.CookiesPage,
    ),
    sitemap: staticPage('/cookies'),
  },
  // The admin area and its sign-in are code-split away from the public pages.
  {
    path: 'auth',
    page: lazyPage(
      'src/auth/LoginPage.tsx',
      () => import('./auth/LoginPage'),
      (m) => m.LoginPage,
    ),
    clientOnly: true,
  },
  {
    path: 'admin/*',
    page: lazyPage(
      'src/admin/AdminApp.tsx',
      () => import('./admin/AdminApp'),
      (m) => m.AdminApp,
    ),
    clientOnly: true,
  },
];

const NOT_FOUND_PAGE = eagerPage(NotFoundPage);

/** Every screen shares the layout; any other path is the not-found screen. */
const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PAGE_ROUTES.map(({ path, page: { Component } }) =>
        path === '' ? { index: true, element: <Component /> } : { path, element: <Component /> },
      ),
      { path: '*', element: <NOT_FOUND_PAGE.Component /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}

/**
 * Whether the route table renders any screen for a path, the not-found screen included. React Router's
 * patterns never match some decoded characters (a line break, say): such a path has no screen at all.
 */
export function hasScreen(pathname: string): boolean {
  return matchRoutes(ROUTE_OBJECTS, pathname) !== null;
}

/** The route a path opens, with its parameters; null when only the not-found screen matches. */
export function matchPage(pathname: string): { route: PageRoute; params: Params } | null {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  if (!match) return null;
  const index = ROUTE_OBJECTS[0]!.children!.indexOf(match.route);
  const route = PAGE_ROUTES[index];
  return route ? { route, params: match.params } : null;
}
