import { trpc } from '../../trpc';

/** After any app change: the public app queries (lists, details, terms), the admin's app and readiness, and the dashboard. */
export function useRefreshAppCaches(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([
      utils.apps.invalidate(),
      utils.admin.apps.invalidate(),
      utils.admin.dashboard.invalidate(),
    ]);
  };
}
