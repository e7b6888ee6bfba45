import type { AppDocumentKind } from './appDocuments';
import { APP_DOCUMENT_ROUTES, PUBLIC_ROUTES, routePath } from './publicRoutes';

/**
 * The site's public addresses: every link, head, sitemap entry, redirect and deep-link file builds them
 * from here. Pages' addresses come from the route table (publicRoutes.ts), which also reads them.
 */
export const PUBLIC_PATHS = {
  home: PUBLIC_ROUTES.home.pattern,
  apps: PUBLIC_ROUTES.apps.pattern,
  about: PUBLIC_ROUTES.about.pattern,
  blog: PUBLIC_ROUTES.blog.pattern,
  contact: PUBLIC_ROUTES.contact.pattern,
  /** The studio's press page: its fact sheet and every app with a press kit. */
  press: PUBLIC_ROUTES.press.pattern,
  terms: PUBLIC_ROUTES.terms.pattern,
  privacy: PUBLIC_ROUTES.privacy.pattern,
  cookies: PUBLIC_ROUTES.cookies.pattern,
  signIn: PUBLIC_ROUTES.signIn.pattern,
  /** The admin area's first page; its own routes are below it. */
  admin: '/admin',
  sitemap: PUBLIC_ROUTES.sitemap.pattern,
  feed: PUBLIC_ROUTES.feed.pattern,
  robots: PUBLIC_ROUTES.robots.pattern,
  /** The share image that ships with the site, until the admin chooses another. */
  defaultShareImage: '/share-image.png',
  /** The studio's mark as a PNG, which every mail client shows (many show no SVG): the e-mails' header. */
  mailLogo: '/mail-logo.png',
} as const;

/** An app's page, e.g. /apps/star-hopper. */
export function appPath(slug: string): string {
  return routePath('app', { slug });
}

/** One of an app's documents, e.g. /apps/star-hopper/account-deletion. */
export function appDocumentPath(slug: string, kind: AppDocumentKind): string {
  return routePath(APP_DOCUMENT_ROUTES[kind], { slug });
}

/** An app's press kit page, e.g. /apps/star-hopper/press. */
export function appPressPath(slug: string): string {
  return routePath('appPress', { slug });
}

/** The press kit as one download: the app's files and its fact sheet. */
export function appPressZipPath(slug: string): string {
  return routePath('appPressZip', { slug });
}

/** All of an app's releases, newest first. */
export function appReleasesPath(slug: string): string {
  return routePath('appReleases', { slug });
}

/** The RSS 2.0 feed of an app's releases. */
export function appReleasesFeedPath(slug: string): string {
  return routePath('appReleasesFeed', { slug });
}

/** The app list filtered to one category, e.g. /apps/category/Game. */
export function categoryPath(category: string): string {
  return routePath('category', { category });
}

/** A blog post's page, e.g. /blog/dev-diary. */
export function postPath(slug: string): string {
  return routePath('post', { slug });
}

/** The page a preview link opens, e.g. /preview/3q2-…: the token is the link's only secret. */
export function previewPath(token: string): string {
  return routePath('preview', { token });
}

/** The page a subscription's confirmation link opens, e.g. /subscriptions/confirm/3q2-…. */
export function subscriptionConfirmPath(token: string): string {
  return routePath('subscriptionConfirm', { token });
}

/**
 * A subscriber's unsubscribe link, e.g. /subscriptions/unsubscribe/3q2-…: its page (GET, one button) and the
 * one-click unsubscribe mail providers POST to (RFC 8058).
 */
export function subscriptionUnsubscribePath(token: string): string {
  return routePath('subscriptionUnsubscribe', { token });
}
