import { absoluteUrl, postPath, type BlogPost } from '@studio/schemas';
import type { StructuredData } from '../../head/pageHead';
import { studioReference } from '../../head/structuredData';

/** A post as schema.org's BlogPosting, by the studio. */
export function blogPosting(
  origin: string,
  post: Pick<
    BlogPost,
    'title' | 'slug' | 'excerpt' | 'image' | 'category' | 'createdAt' | 'updatedAt'
  >,
): StructuredData {
  const url = `${origin}${postPath(post.slug)}`;
  const image = absoluteUrl(origin, post.image);
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(image ? { image } : {}),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    url,
    mainEntityOfPage: url,
    author: studioReference(origin),
    publisher: studioReference(origin),
  };
}
