import { useMemo } from 'react';
import { trpc } from '../../trpc';

export type RevisionKind = 'blog' | 'apps';

/**
 * The revisions of one post or app, the chosen one (by default the newest) with its content, the current
 * content (an app's with its releases), and the restore. Both kinds' hooks are called, the other kind's disabled, as hooks must be.
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
  const releases = trpc.admin.releases.list.useQuery({ id }, { enabled: !isBlog });
  // An app's revision keeps its releases too: the current version is compared with them, ids aside.
  // Made once per answer, so that the screen compares it with a revision once.
  const currentAppData = useMemo(
    () =>
      app.data && releases.data
        ? { ...app.data, releases: releases.data.map(({ id: _id, ...release }) => release) }
        : undefined,
    [app.data, releases.data],
  );
  const currentApp = { isLoading: app.isLoading || releases.isLoading, data: currentAppData };
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
    current: isBlog ? post : currentApp,
    restore: isBlog ? restorePost : restoreApp,
  };
}
