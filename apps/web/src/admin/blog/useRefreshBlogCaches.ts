import { trpc } from '../../trpc';

/** After any post change: the public blog, the admin list and post, and the dashboard. */
export function useRefreshBlogCaches(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([
      utils.blog.invalidate(),
      utils.admin.blog.invalidate(),
      utils.admin.dashboard.invalidate(),
    ]);
  };
}
