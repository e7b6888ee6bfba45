import {
  pathIn,
  postPath,
  PUBLIC_PATHS,
  type BlogPostSummary,
  type Locales,
} from '@studio/schemas';
import { FEED_TITLE } from '../studio';
import { xmlText } from './xmlText';

/** RFC 822 dates, as RSS 2.0 wants them ("Wed, 05 Mar 2025 12:00:00 GMT"). */
const rssDate = (isoDate: string) => new Date(isoDate).toUTCString();

/** The feed's language, the site's languages its addresses are built in, and the blog's description in it. */
interface FeedLanguage {
  locale: string;
  locales: Locales;
  description: string;
}

function item(origin: string, post: BlogPostSummary, { locale, locales }: FeedLanguage): string {
  const link = xmlText(`${origin}${pathIn(postPath(post.slug), locale, locales)}`);
  return [
    '    <item>',
    `      <title>${xmlText(post.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <pubDate>${rssDate(post.createdAt)}</pubDate>`,
    `      <category>${xmlText(post.category)}</category>`,
    `      <description>${xmlText(post.excerpt)}</description>`,
    '    </item>',
  ].join('\n');
}

/**
 * The blog's published posts, newest first, as an RSS 2.0 feed in one of the site's languages: its posts'
 * links, the blog's and its own address are that language's.
 */
export function rssFeed(
  origin: string,
  posts: readonly BlogPostSummary[],
  language: FeedLanguage,
): string {
  const { locale, locales, description } = language;
  const address = (path: string) => xmlText(`${origin}${pathIn(path, locale, locales)}`);
  const lastChange = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(FEED_TITLE)}</title>`,
    `    <link>${address(PUBLIC_PATHS.blog)}</link>`,
    `    <description>${xmlText(description)}</description>`,
    `    <language>${xmlText(locale)}</language>`,
    `    <atom:link href="${address(PUBLIC_PATHS.feed)}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange ? [`    <lastBuildDate>${rssDate(lastChange)}</lastBuildDate>`] : []),
    ...posts.map((post) => item(origin, post, language)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
