import { APP_DOCUMENTS, type AppDocumentKind } from './appDocuments';

/**
 * The site's public addresses, in one place: every link, head, sitemap entry, redirect and deep-link file
 * builds them from here, and the website's route table answers each of them.
 */
export const PUBLIC_PATHS = {
  home: '/',
  apps: '/apps',
  about: '/about',
  blog: '/blog',
  contact: '/contact',
  /** The studio's press page: its fact sheet and every app with a press kit. */
  press: '/press',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  signIn: '/auth',
  admin: '/admin',
  sitemap: '/sitemap.xml',
  feed: '/feed.xml',
  robots: '/robots.txt',
  /** Where preview links of drafts and scheduled items lead; never indexed, never cached. */
  preview: '/preview',
  /** Where the mailing lists' confirmation and unsubscribe links lead; never indexed, never cached. */
  subscriptions: '/subscriptions',
  /** The share image that ships with the site, until the admin chooses another. */
  defaultShareImage: '/share-image.png',
  /** The studio's mark as a PNG, which every mail client shows (many show no SVG): the e-mails' header. */
  mailLogo: '/mail-logo.png',
} as const;

/** An app's page, e.g. /apps/star-hopper. */
export function appPath(slug: string): string {
  return `${PUBLIC_PATHS.apps}/${slug}`;
}

/** One of an app's documents, e.g. /apps/star-hopper/account-deletion. */
export function appDocumentPath(slug: string, kind: AppDocumentKind): string {
  return `${appPath(slug)}/${APP_DOCUMENTS[kind].pathSegment}`;
}

/** An app's press kit page, e.g. /apps/star-hopper/press. */
export function appPressPath(slug: string): string {
  return `${appPath(slug)}/press`;
}

/** The press kit as one download: the app's files and its fact sheet. */
export function appPressZipPath(slug: string): string {
  return `${appPath(slug)}/press.zip`;
}

/** All of an app's releases, newest first. */
export function appReleasesPath(slug: string): string {
  return `${appPath(slug)}/releases`;
}

/** The RSS 2.0 feed of an app's releases. */
export function appReleasesFeedPath(slug: string): string {
  return `${appPath(slug)}/releases.xml`;
}

/** The app list filtered to one category, e.g. /apps/category/Game. */
export function categoryPath(category: string): string {
  return `${PUBLIC_PATHS.apps}/category/${encodeURIComponent(category)}`;
}

/** A blog post's page, e.g. /blog/dev-diary. */
export function postPath(slug: string): string {
  return `${PUBLIC_PATHS.blog}/${slug}`;
}

/** The page a preview link opens, e.g. /preview/3q2-…: the token is the link's only secret. */
export function previewPath(token: string): string {
  return `${PUBLIC_PATHS.preview}/${token}`;
}

/** The page a subscription's confirmation link opens, e.g. /subscriptions/confirm/3q2-…. */
export function subscriptionConfirmPath(token: string): string {
  return `${PUBLIC_PATHS.subscriptions}/confirm/${token}`;
}

/**
 * A subscriber's unsubscribe link, e.g. /subscriptions/unsubscribe/3q2-…: its page (GET, one button) and the
 * one-click unsubscribe mail providers POST to (RFC 8058).
 */
export function subscriptionUnsubscribePath(token: string): string {
  return `${PUBLIC_PATHS.subscriptions}/unsubscribe/${token}`;
}
