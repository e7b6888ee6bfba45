import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentRevision } from '@studio/db';
import {
  REVISION_NOT_FOUND_MESSAGE,
  REVISIONS_KEPT,
  type LocaleCode,
  type PublishableKind,
  type RevisionSummary,
} from '@studio/schemas';
import { notFound } from '../../errors';

type Content = Record<string, unknown>;

/** Whose history a revision is in: an item's own (no locale), or its translation into a language. */
export interface RevisionSubject {
  subjectType: PublishableKind;
  subjectId: number;
  locale?: LocaleCode | null;
}

interface NewRevision extends RevisionSubject {
  /** The item's fields after the save, as its input schema gives them. */
  content: Content;
  author: string | null;
}

/** The fields a save changed: a translation's content leaves out a field it no longer translates. */
function changedFields(before: Content | undefined, after: Content): string[] {
  const fields = new Set([...Object.keys(after), ...Object.keys(before ?? {})]);
  return [...fields].filter(
    (field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/** The filter of one history: an item's own revisions are those without a locale. */
const historyOf = ({ subjectType, subjectId, locale }: RevisionSubject) => ({
  subjectType,
  subjectId,
  locale: locale ?? null,
});

/**
 * Keeps the content of one save, naming the fields it changed since the last revision of the same history,
 * and prunes that history's oldest beyond REVISIONS_KEPT. Call it with the write's transaction, so the revision
 * commits with the change.
 */
export async function recordRevision(tx: EntityManager, revision: NewRevision): Promise<void> {
  const history = historyOf(revision);
  const previous = await latestRevisionContent(tx, history);
  await tx.insert(ContentRevision, {
    ...revision,
    ...history,
    changed: changedFields(previous ?? undefined, revision.content),
  });
  const { subjectType, subjectId, locale } = history;
  await tx.execute(
    `delete from content_revisions
     where subject_type = ? and subject_id = ? and locale is not distinct from ? and id not in
       (select id from content_revisions
        where subject_type = ? and subject_id = ? and locale is not distinct from ?
        order by id desc limit ?)`,
    [subjectType, subjectId, locale, subjectType, subjectId, locale, REVISIONS_KEPT],
  );
}

/** The content of the history's newest revision; null when it has none (saved before revisions were kept). */
export async function latestRevisionContent(
  em: EntityManager,
  subject: RevisionSubject,
): Promise<Content | null> {
  const latest = await em.findOne(ContentRevision, historyOf(subject), {
    orderBy: { id: 'desc' },
    fields: ['content'],
  });
  return latest?.content ?? null;
}

function toSummary(
  revision: Pick<ContentRevision, 'id' | 'createdAt' | 'author' | 'changed'>,
): RevisionSummary {
  return {
    id: revision.id,
    createdAt: revision.createdAt.toISOString(),
    author: revision.author ?? null,
    summary: [...revision.changed],
  };
}

/** A history's revisions, newest first. */
export async function listRevisions(
  em: EntityManager,
  subject: RevisionSubject,
): Promise<RevisionSummary[]> {
  const revisions = await em.find(ContentRevision, historyOf(subject), {
    orderBy: { id: 'desc' },
    exclude: ['content'],
  });
  return revisions.map(toSummary);
}

/** One revision of the history with its full content; 404 when the history has no such revision. */
export async function findRevision(
  em: EntityManager,
  subject: RevisionSubject,
  revisionId: number,
): Promise<RevisionSummary & { content: Content }> {
  const revision = await em.findOne(ContentRevision, { id: revisionId, ...historyOf(subject) });
  if (!revision) throw notFound(REVISION_NOT_FOUND_MESSAGE);
  return { ...toSummary(revision), content: revision.content };
}
