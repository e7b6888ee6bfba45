import { Group, Text } from '@mantine/core';
import { isPublicPost, postPath } from '@studio/schemas';
import { trpc } from '../../trpc';
import { PublishedBadge } from '../blog/PublishedBadge';
import { formatShortDate } from '../shared/formatDate';
import { RowActions } from '../shared/RowActions';
import { RECENT_COUNT, newestFirst } from './newestFirst';
import { RecentList } from './RecentList';

/** The newest blog posts, drafts included. */
export function RecentPostsTab() {
  const posts = trpc.admin.blog.list.useQuery();
  return (
    <RecentList
      query={posts}
      items={newestFirst(posts.data ?? [], 'createdAt', RECENT_COUNT)}
      errorText="Failed to load blog posts. Please try again."
      emptyText="No blog posts found. Create your first post to get started."
      viewAll={{ label: 'View All Posts', to: '/admin/blog' }}
      renderItem={(post) => (
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {post.title}
            </Text>
            <Group gap="xs">
              <PublishedBadge published={post.published} publishAt={post.publishAt} />
              <Text size="sm" c="dimmed">
                Updated {formatShortDate(post.updatedAt)}
              </Text>
            </Group>
          </div>
          <RowActions
            name={post.title}
            editPath={`/admin/blog/edit/${post.id}`}
            viewPath={isPublicPost(post) ? postPath(post.slug) : undefined}
          />
        </Group>
      )}
    />
  );
}
