import { useMemo } from 'react';
import { trpc } from '../../trpc';
import type { AdminKind } from '../publishing/adminKind';
import type { RevisionHistory } from './revisionHistory';

/**
 * The revisions of one post or app, the chosen one (by default the newest) with its content, the current
 * content (an app's with its releases), and the restore.
 */
export function useRevisions(
  kind: AdminKind,
  id: number,
  revisionId: number | null,
): RevisionHistory {
  const utils = trpc.useUtils();
  const procedures = trpc.admin[kind];
  const revisions = procedures.revisions.useQuery({ id });
  const chosen = revisionId ?? revisions.data?.[0]?.id ?? null;
  const isApp = kind === 'apps';
  // A revision and the item differ in type between kinds: both kinds' hooks are called, the other disabled.
  const asked = { id, revisionId: chosen ?? 0 };
  const appRevision = trpc.admin.apps.revision.useQuery(asked, {
    enabled: isApp && chosen !== null,
  });
  const postRevision = trpc.admin.blog.revision.useQuery(asked, {
    enabled: !isApp && chosen !== null,
  });
  const app = trpc.admin.apps.byId.useQuery({ id }, { enabled: isApp });
  const post = trpc.admin.blog.byId.useQuery({ id }, { enabled: !isApp });
  const item = isApp ? app : post;
  const releases = trpc.admin.releases.list.useQuery({ id }, { enabled: isApp });
  // An app's revision keeps its releases too: the current version is compared with them, ids aside.
  // Made once per answer, so that the screen compares it with a revision once.
  const currentData = useMemo(() => {
    if (!isApp) return item.data;
    return item.data && releases.data
      ? { ...item.data, releases: releases.data.map(({ id: _id, ...release }) => release) }
      : undefined;
  }, [isApp, item.data, releases.data]);
  const refresh = () =>
    Promise.all([utils.admin.invalidate(), utils[isApp ? 'apps' : 'blog'].invalidate()]);
  const restore = procedures.restoreRevision.useMutation({ onSuccess: refresh });
  return {
    revisions,
    chosen,
    revision: isApp ? appRevision : postRevision,
    current: {
      isLoading: item.isLoading || (isApp && releases.isLoading),
      data: currentData as Record<string, unknown> | undefined,
    },
    itemName: isApp ? app.data?.name : post.data?.title,
    restore: {
      isPending: restore.isPending,
      run: (revisionId, done) => restore.mutate({ id, revisionId }, done),
    },
  };
}
