import type { BlogPostSummary } from '@studio/schemas';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useDeleteConfirmation, type DeleteConfirmation } from '../shared/useDeleteConfirmation';
import { useRefreshBlogCaches } from './useRefreshBlogCaches';

/** Deletes a blog post once the admin confirms. */
export function useDeleteBlogPost(): DeleteConfirmation<BlogPostSummary> {
  const refreshBlogCaches = useRefreshBlogCaches();
  const mutation = trpc.admin.blog.delete.useMutation({
    onSuccess: () => {
      notifySuccess('Blog post deleted', 'The blog post has been successfully deleted.');
      void refreshBlogCaches();
    },
    onError: (error) => notifyRequestFailure('Failed to delete blog post', error),
  });
  return useDeleteConfirmation(mutation, (post) => `the blog post "${post.title}"`);
}
