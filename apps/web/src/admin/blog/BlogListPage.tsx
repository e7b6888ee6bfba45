import { Button, Container } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc';
import AdminPageHeader from '../shared/AdminPageHeader';
import DeleteConfirmModal from '../shared/DeleteConfirmModal';
import LoadErrorAlert from '../shared/LoadErrorAlert';
import SearchField from '../shared/SearchField';
import BlogPostsTable from './BlogPostsTable';
import { filterPosts } from './filterPosts';
import { useDeleteBlogPost } from './useDeleteBlogPost';

/** /admin/blog: every post, drafts included, searchable, with view, edit and delete. */
export default function BlogListPage() {
  const posts = trpc.admin.blog.list.useQuery();
  const [search, setSearch] = useState('');
  const deletion = useDeleteBlogPost();
  const visiblePosts = filterPosts(posts.data ?? [], search);
  const emptyMessage = search.trim()
    ? 'No blog posts found matching your search.'
    : 'No blog posts found. Create your first post to get started.';

  return (
    <Container size="xl" py="xl">
      <AdminPageHeader
        title="Manage Blog Posts"
        description="Write, publish and remove the posts on your blog."
        actions={
          <Button component={Link} to="/admin/blog/new" leftSection={<IconPlus size={16} />}>
            Create New Post
          </Button>
        }
      />
      <SearchField
        label="Search blog posts"
        placeholder="Search blog posts..."
        value={search}
        onChange={setSearch}
      />
      {posts.isError ? (
        <LoadErrorAlert
          message="Failed to load blog posts. Please try again."
          onRetry={() => posts.refetch()}
        />
      ) : (
        <BlogPostsTable
          posts={visiblePosts}
          isLoading={posts.isLoading}
          emptyMessage={emptyMessage}
          onDelete={deletion.ask}
        />
      )}
      <DeleteConfirmModal
        subject={deletion.subject}
        isDeleting={deletion.isDeleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Container>
  );
}
