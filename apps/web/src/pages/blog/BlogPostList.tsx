import type { TitleOrder } from '@mantine/core';
import { CardGrid } from '../../components/CardGrid';
import { StatusMessage } from '../../components/StatusMessage';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { BlogCard } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';
import { postCardsQuery } from './postCardsQuery';
import { BLOG_LOAD_ERROR, NO_BLOG_POSTS } from './blogMessages';
import { usePageLocale } from '../../pageKit/pageLocale';

interface BlogPostListProps {
  /** Show only the newest posts (the home teaser), and load only them; all when omitted. */
  limit?: number;
  /** How many placeholders to show while loading. */
  placeholders: number;
  headingOrder?: TitleOrder;
}

/** Published posts, newest first, with their loading, error and empty states. */
export function BlogPostList({ limit, placeholders, headingOrder }: BlogPostListProps) {
  const posts = useSiteQuery(postCardsQuery(limit, usePageLocale()));

  if (posts.isPending) {
    return (
      <CardGrid busy>
        {Array.from({ length: placeholders }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </CardGrid>
    );
  }
  if (posts.isError) return <StatusMessage kind="error">{BLOG_LOAD_ERROR}</StatusMessage>;
  if (posts.data.length === 0) return <StatusMessage kind="empty">{NO_BLOG_POSTS}</StatusMessage>;

  return (
    <CardGrid>
      {posts.data.map((post) => (
        <BlogCard key={post.slug} post={post} headingOrder={headingOrder} />
      ))}
    </CardGrid>
  );
}
