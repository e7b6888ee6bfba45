import type { AppRouter } from '@studio/router';
import type { BlogPost, BlogPostInput } from '@studio/schemas';
import type { TRPCClientErrorLike } from '@trpc/client';
import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useRefreshBlogCaches } from './useRefreshBlogCaches';

interface SaveBlogPostOptions {
  /** The edited post's id; null creates a new post. */
  id: number | null;
  /** Shows the API's per-field messages (e.g. a slug already taken) beside the fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
  /** Runs once the save succeeded, before leaving the form (e.g. to forget the autosaved draft). */
  onSaved: () => void;
}

export function useSaveBlogPost({ id, onFieldErrors, onSaved }: SaveBlogPostOptions) {
  const navigate = useNavigate();
  const refreshBlogCaches = useRefreshBlogCaches();
  const verb = id === null ? 'create' : 'update';

  const handlers = {
    onSuccess: (post: BlogPost) => {
      notifySuccess(
        id === null ? 'Blog post created' : 'Blog post updated',
        `"${post.title}" has been saved as ${post.published ? 'published' : 'a draft'}.`,
      );
      onSaved();
      navigate('/admin/blog');
      void refreshBlogCaches();
    },
    onError: (error: TRPCClientErrorLike<AppRouter>) => {
      notifyRequestFailure(`Failed to ${verb} blog post`, error);
      onFieldErrors(fieldMessages(error));
    },
  };
  const create = trpc.admin.blog.create.useMutation(handlers);
  const update = trpc.admin.blog.update.useMutation(handlers);

  const save = (input: BlogPostInput) => {
    if (id === null) create.mutate(input);
    else update.mutate({ ...input, id });
  };

  return { save, isSaving: create.isPending || update.isPending };
}
