import { trpc } from '../../trpc';

export type RevisionKind = 'blog' | 'apps';

/**
 * The revisions of one post or app, the chosen one (by default the newest) with its content, the current
 * content, and the restore. Both kinds' hooks are called, the other kind's disabled, as hooks must be.
 */
export function useRevisions(kind: RevisionKind, id: number, revisionId: number | null) {
  const utils = trpc.useUtils();
  const isBlog = kind === 'blog';
  const postRevisions = trpc.admin.blog.revisions.useQuery({ id }, { enabled: isBlog });
  const appRevisions = trpc.admin.apps.revisions.useQuery({ id }, { enabled: !isBlog });
  const revisions = isBlog ? postRevisions : appRevisions;
  const chosen = revisionId ?? revisions.data?.[0]?.id ?? null;
  const asked = { id, revisionId: chosen ?? 0 };
  const postRevision = trpc.admin.blog.revision.useQuery(asked, {
    enabled: isBlog && chosen !== null,
  });
  const appRevision = trpc.admin.apps.revision.useQuery(asked, {
    enabled: !isBlog && chosen !== null,
  });
  const post = trpc.admin.blog.byId.useQuery({ id }, { enabled: isBlog });
  const app = trpc.admin.apps.byId.useQuery({ id }, { enabled: !isBlog });
  const refresh = () =>
    Promise.all([
      utils.admin.invalidate(),
      isBlog ? utils.blog.invalidate() : utils.apps.invalidate(),
    ]);
  const restorePost = trpc.admin.blog.restoreRevision.useMutation({ onSuccess: refresh });
  const restoreApp = trpc.admin.apps.restoreRevision.useMutation({ onSuccess: refresh });
  return {
    revisions,
    chosen,
    revision: isBlog ? postRevision : appRevision,
    current: isBlog ? post : app,
    restore: isBlog ? restorePost : restoreApp,
  };
}
