import { postPath, PUBLIC_PATHS, type BlogPostSummary } from '@studio/schemas';
import { BLOG_DESCRIPTION } from '../pages/blog/blogHeads';
import { FEED_TITLE } from '../studio';
import { xmlText } from './xmlText';

/** RFC 822 dates, as RSS 2.0 wants them ("Wed, 05 Mar 2025 12:00:00 GMT"). */
const rssDate = (isoDate: string) => new Date(isoDate).toUTCString();

function item(origin: string, post: BlogPostSummary): string {
  const link = xmlText(`${origin}${postPath(post.slug)}`);
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

/** The blog's published posts, newest first, as an RSS 2.0 feed. */
export function rssFeed(origin: string, posts: readonly BlogPostSummary[]): string {
  const lastChange = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(FEED_TITLE)}</title>`,
    `    <link>${xmlText(`${origin}${PUBLIC_PATHS.blog}`)}</link>`,
    `    <description>${xmlText(BLOG_DESCRIPTION)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xmlText(`${origin}${PUBLIC_PATHS.feed}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange ? [`    <lastBuildDate>${rssDate(lastChange)}</lastBuildDate>`] : []),
    ...posts.map((post) => item(origin, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
