import {
  APP_TRANSLATABLE_FIELDS,
  POST_TRANSLATABLE_FIELDS,
  type LocaleCode,
} from '@studio/schemas';
import { useMemo } from 'react';
import { trpc } from '../../trpc';
import type { AdminKind } from '../publishing/adminKind';
import type { RevisionHistory } from './revisionHistory';

const TRANSLATABLE_FIELDS = { apps: APP_TRANSLATABLE_FIELDS, blog: POST_TRANSLATABLE_FIELDS };

/**
 * Every translatable field of the kind, those the content lacks empty: a revision that did not translate a
 * field would take that field's translation away, so it is compared too.
 */
function withEveryField(kind: AdminKind, content: Record<string, unknown>) {
  return {
    ...Object.fromEntries(TRANSLATABLE_FIELDS[kind].map((field) => [field, null])),
    ...content,
  };
}

/**
 * The revisions of an item's translation into `locale`, the chosen one (by default the newest) with its
 * content, the translation as it is now (a post's with whether it is published there, and when), and the
 * restore.
 */
export function useTranslationRevisions(
  kind: AdminKind,
  id: number,
  locale: LocaleCode,
  revisionId: number | null,
): RevisionHistory {
  const utils = trpc.useUtils();
  const procedures = trpc.admin[kind];
  const revisions = procedures.translationRevisions.useQuery({ id, locale });
  const chosen = revisionId ?? revisions.data?.[0]?.id ?? null;
  const isApp = kind === 'apps';
  // The kinds' answers differ in type: both kinds' hooks are called, the other disabled.
  const asked = { id, locale, revisionId: chosen ?? 0 };
  const appRevision = trpc.admin.apps.translationRevision.useQuery(asked, {
    enabled: isApp && chosen !== null,
  });
  const postRevision = trpc.admin.blog.translationRevision.useQuery(asked, {
    enabled: !isApp && chosen !== null,
  });
  const app = trpc.admin.apps.byId.useQuery({ id }, { enabled: isApp });
  const post = trpc.admin.blog.byId.useQuery({ id }, { enabled: !isApp });
  const appTranslations = trpc.admin.apps.translations.useQuery({ id }, { enabled: isApp });
  const postTranslations = trpc.admin.blog.translations.useQuery({ id }, { enabled: !isApp });
  const translations = isApp ? appTranslations : postTranslations;
  const revision = isApp ? appRevision : postRevision;
  // Made once per answer, so that the screen compares them once.
  const currentData = useMemo(() => {
    const now = translations.data?.translations.find(
      (translation) => translation.locale === locale,
    );
    if (!now) return undefined;
    const {
      fields,
      translated: _translated,
      missing: _missing,
      updatedAt: _at,
      locale: _l,
      ...own
    } = now;
    return withEveryField(kind, { ...fields, ...own });
  }, [kind, locale, translations.data]);
  const revisionData = useMemo(
    () => revision.data && { content: withEveryField(kind, revision.data.content) },
    [kind, revision.data],
  );
  const refresh = () =>
    Promise.all([utils.admin.invalidate(), utils[isApp ? 'apps' : 'blog'].invalidate()]);
  const restore = procedures.restoreTranslationRevision.useMutation({ onSuccess: refresh });
  return {
    revisions,
    chosen,
    revision: { isLoading: revision.isLoading, data: revisionData },
    current: {
      isLoading: translations.isLoading || (isApp ? app : post).isLoading,
      data: currentData,
    },
    itemName: isApp ? app.data?.name : post.data?.title,
    restore: {
      isPending: restore.isPending,
      run: (revisionId, done) => restore.mutate({ id, locale, revisionId }, done),
    },
  };
}
