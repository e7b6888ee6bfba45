import type { BlogPostSummary } from '@studio/schemas';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../auth/notify';
import { trpc } from '../../trpc';
import { useRefreshBlogCaches } from './useRefreshBlogCaches';

/** The delete confirmation's state for one post at a time. */
export function useDeleteBlogPost() {
  const [target, setTarget] = useState<BlogPostSummary | null>(null);
  const refreshBlogCaches = useRefreshBlogCaches();
  const mutation = trpc.admin.blog.delete.useMutation({
    onSuccess: async () => {
      setTarget(null);
      notifySuccess('Blog post deleted', 'The blog post has been successfully deleted.');
      await refreshBlogCaches();
    },
    onError: (error) => notifyFailure('Failed to delete blog post', error.message),
  });

  return {
    subject: target ? `the blog post "${target.title}"` : null,
    isDeleting: mutation.isPending,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => {
      if (target) mutation.mutate({ id: target.id });
    },
  };
}
