import { trpc } from '../../trpc';
import { AdminListPage } from '../shared/AdminListPage';
import { BlogPostsTable } from './BlogPostsTable';
import { filterPosts } from './filterPosts';
import { useDeleteBlogPost } from './useDeleteBlogPost';

/** /admin/blog: every post, drafts included, searchable, with view, edit and delete. */
export function BlogListPage() {
  const posts = trpc.admin.blog.list.useQuery();
  const deletion = useDeleteBlogPost();
  return (
    <AdminListPage
      title="Manage Blog Posts"
      description="Write, publish and remove the posts on your blog."
      addLink={{ label: 'Create New Post', to: '/admin/blog/new' }}
      search={{
        label: 'Search blog posts',
        placeholder: 'Search blog posts...',
        filter: filterPosts,
      }}
      list={posts}
      texts={{
        loadError: 'Failed to load blog posts. Please try again.',
        noMatches: 'No blog posts found matching your search.',
        noItems: 'No blog posts found. Create your first post to get started.',
      }}
      deletion={deletion}
      table={BlogPostsTable}
    />
  );
}
