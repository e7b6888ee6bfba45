import { absoluteUrl, localizedPath, postPath, PUBLIC_PATHS, type BlogPost } from '@studio/schemas';
import { blogCrumb, homeCrumb } from '../../head/crumbs';
import { pageHead, type HeadLink, type PageHead } from '../../head/pageHead';
import type { Messages } from '../../messages/messages';
import type { PageLocale } from '../../pageKit/pageLocale';
import { breadcrumbs } from '../../head/structuredData';
import { FEED_TITLE } from '../../studio';
import { blogPosting } from './blogPosting';

/** The blog's feed in the page's language. */
const feedLink = (locale: PageLocale): HeadLink => ({
  rel: 'alternate',
  type: 'application/rss+xml',
  title: FEED_TITLE,
  href: localizedPath(PUBLIC_PATHS.feed, locale),
});

/** /blog, announcing the feed, with its title and description in the page's language. */
export function blogHead(
  origin: string,
  locale: PageLocale,
  texts: { title: string; description: string },
  site: Messages,
): PageHead {
  return pageHead(origin, {
    pageTitle: texts.title,
    description: texts.description,
    path: PUBLIC_PATHS.blog,
    links: [feedLink(locale)],
    structuredData: [breadcrumbs(origin, [homeCrumb(site), blogCrumb(site)])],
  });
}

/** /blog/{slug}: an article, with its cover as a large preview picture. */
export function postHead(
  origin: string,
  post: BlogPost,
  locale: PageLocale,
  site: Messages,
): PageHead {
  const path = postPath(post.slug);
  return pageHead(origin, {
    pageTitle: post.title,
    description: post.excerpt,
    path,
    type: 'article',
    image: absoluteUrl(origin, post.image),
    imageAlt: post.title,
    twitterCard: 'summary_large_image',
    links: [feedLink(locale)],
    meta: [
      { property: 'article:published_time', content: post.createdAt },
      { property: 'article:modified_time', content: post.updatedAt },
      { property: 'article:section', content: post.category },
    ],
    structuredData: [
      blogPosting(origin, post),
      breadcrumbs(origin, [homeCrumb(site), blogCrumb(site), { name: post.title, path }]),
    ],
  });
}
