import type { TitleOrder } from '@mantine/core';
import { CardGrid } from '../../components/CardGrid';
import { StatusMessage } from '../../components/StatusMessage';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { BlogCard } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';
import { postCardsQuery } from './postCardsQuery';
import { BLOG_CATALOG } from './blogCatalog';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useCatalog } from '../../messages/useCatalog';

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
  const { t } = useCatalog(BLOG_CATALOG);

  if (posts.isPending) {
    return (
      <CardGrid busy>
        {Array.from({ length: placeholders }, (_, index) => (
          <BlogCardSkeleton key={index} />
        ))}
      </CardGrid>
    );
  }
  if (posts.isError) return <StatusMessage kind="error">{t('list.loadError')}</StatusMessage>;
  if (posts.data.length === 0) return <StatusMessage kind="empty">{t('list.empty')}</StatusMessage>;

  return (
    <CardGrid>
      {posts.data.map((post) => (
        <BlogCard key={post.slug} post={post} headingOrder={headingOrder} />
      ))}
    </CardGrid>
  );
}
