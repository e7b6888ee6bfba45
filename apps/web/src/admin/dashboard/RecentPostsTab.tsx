import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc';
import PublishedBadge from '../blog/PublishedBadge';
import { formatShortDate } from '../shared/formatDate';
import RowActions from '../shared/RowActions';
import LoadingRows from './LoadingRows';
import { newestFirst } from './newestFirst';

const RECENT_COUNT = 5;

export default function RecentPostsTab() {
  const posts = trpc.admin.blog.list.useQuery();

  if (posts.isLoading) return <LoadingRows />;
  if (posts.isError) {
    return (
      <Alert color="red" role="alert">
        Failed to load blog posts. Please try again.
      </Alert>
    );
  }

  const recentPosts = newestFirst(posts.data ?? [], 'createdAt', RECENT_COUNT);
  return (
    <Stack gap="md">
      {recentPosts.length === 0 ? (
        <Text c="dimmed">No blog posts found. Create your first post to get started.</Text>
      ) : (
        recentPosts.map((post) => (
          <Group key={post.id} justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {post.title}
              </Text>
              <Group gap="xs">
                <PublishedBadge published={post.published} />
                <Text size="sm" c="dimmed">
                  Updated {formatShortDate(post.updatedAt)}
                </Text>
              </Group>
            </div>
            <RowActions
              name={post.title}
              editPath={`/admin/blog/edit/${post.id}`}
              viewPath={post.published ? `/blog/${post.slug}` : undefined}
            />
          </Group>
        ))
      )}
      <Button component={Link} to="/admin/blog" variant="light" style={{ alignSelf: 'flex-start' }}>
        View All Posts
      </Button>
    </Stack>
  );
}
