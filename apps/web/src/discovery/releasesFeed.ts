import {
  appPath,
  appReleasesFeedPath,
  appReleasesPath,
  type App,
  type Release,
} from '@studio/schemas';
import type { HeadLink } from '../head/pageHead';
import { releaseAnchor } from '../pages/app-releases/releaseAnchor';
import { xmlText } from './xmlText';

/** RFC 822 dates, as RSS 2.0 wants them; a release's day is taken at midnight UTC. */
const rssDay = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

function item(origin: string, app: App, release: Release): string {
  const link = `${origin}${appReleasesPath(app.slug)}#${releaseAnchor(release.version)}`;
  return [
    '    <item>',
    `      <title>${xmlText(`${app.name} ${release.version}`)}</title>`,
    `      <link>${xmlText(link)}</link>`,
    `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
    `      <pubDate>${rssDay(release.releasedAt)}</pubDate>`,
    `      <description>${xmlText(release.notes)}</description>`,
    '    </item>',
  ].join('\n');
}

/** The title of an app's releases feed, in the feed and in its page heads' <link rel="alternate">. */
export const releasesFeedTitle = (app: Pick<App, 'name'>) => `${app.name}: releases`;

/** The <link rel="alternate"> to an app's releases feed, in the heads of its page and its releases page. */
export function releasesFeedLink(app: Pick<App, 'name' | 'slug'>): HeadLink {
  return {
    rel: 'alternate',
    type: 'application/rss+xml',
    href: appReleasesFeedPath(app.slug),
    title: releasesFeedTitle(app),
  };
}

/** An app's releases, newest first, as an RSS 2.0 feed: one item per release. */
export function releasesFeed(origin: string, app: App, releases: readonly Release[]): string {
  const latest = releases[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(releasesFeedTitle(app))}</title>`,
    `    <link>${xmlText(`${origin}${appPath(app.slug)}`)}</link>`,
    `    <description>${xmlText(`What is new in each version of ${app.name}`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xmlText(`${origin}${appReleasesFeedPath(app.slug)}`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${rssDay(latest.releasedAt)}</lastBuildDate>`] : []),
    ...releases.map((release) => item(origin, app, release)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
