import {
  appPath,
  appReleasesFeedPath,
  appReleasesPath,
  localizedPath,
  type App,
  type LocaleCode,
  type Release,
} from '@studio/schemas';
import type { HeadLink } from '../head/pageHead';
import type { PageLocale } from '../pageKit/pageLocale';
import type { CatalogMessages } from '../messages/textCatalog';
import type { RELEASES_CATALOG } from '../pages/app-releases/releasesCatalog';
import { releaseAnchor } from '../pages/app-releases/releaseAnchor';
import { xmlText } from './xmlText';

/** The feed's language: its prefix in the addresses (null: the default's), its tag and its texts. */
export interface ReleasesFeedLanguage {
  locale: PageLocale;
  language: LocaleCode;
  texts: CatalogMessages<typeof RELEASES_CATALOG>;
}

/** RFC 822 dates, as RSS 2.0 wants them; a release's day is taken at midnight UTC. */
const rssDay = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

function item(origin: string, app: App, release: Release, locale: PageLocale): string {
  const page = localizedPath(appReleasesPath(app.slug), locale);
  const link = `${origin}${page}#${releaseAnchor(release.version)}`;
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

/** The <link rel="alternate"> to an app's releases feed in the page's language, titled as the feed is. */
export function releasesFeedLink(
  app: Pick<App, 'slug'>,
  locale: PageLocale,
  title: string,
): HeadLink {
  return {
    rel: 'alternate',
    type: 'application/rss+xml',
    href: localizedPath(appReleasesFeedPath(app.slug), locale),
    title,
  };
}

/** An app's releases, newest first, as an RSS 2.0 feed in one language: one item per release. */
export function releasesFeed(
  origin: string,
  app: App,
  releases: readonly Release[],
  { locale, language, texts: { t } }: ReleasesFeedLanguage,
): string {
  const latest = releases[0];
  const self = `${origin}${localizedPath(appReleasesFeedPath(app.slug), locale)}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(t('feed.title', { name: app.name }))}</title>`,
    `    <link>${xmlText(`${origin}${localizedPath(appPath(app.slug), locale)}`)}</link>`,
    `    <description>${xmlText(t('feed.description', { name: app.name }))}</description>`,
    `    <language>${language}</language>`,
    `    <atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${rssDay(latest.releasedAt)}</lastBuildDate>`] : []),
    ...releases.map((release) => item(origin, app, release, locale)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
