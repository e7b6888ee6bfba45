import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentRevision } from '@studio/db';
import {
  REVISION_NOT_FOUND_MESSAGE,
  REVISIONS_KEPT,
  type PublishableKind,
  type RevisionSummary,
} from '@studio/schemas';
import { notFound } from '../../errors';

type Content = Record<string, unknown>;

interface NewRevision {
  subjectType: PublishableKind;
  subjectId: number;
  /** The item's fields after the save, as its input schema gives them. */
  content: Content;
  author: string | null;
}

function changedFields(before: Content | undefined, after: Content): string[] {
  return Object.keys(after).filter(
    (field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/**
 * Keeps the content of one save, naming the fields it changed since the last revision, and prunes the oldest
 * beyond REVISIONS_KEPT. Call it with the write's transaction, so the revision commits with the change.
 */
export async function recordRevision(tx: EntityManager, revision: NewRevision): Promise<void> {
  const { subjectType, subjectId } = revision;
  const previous = await latestRevisionContent(tx, subjectType, subjectId);
  await tx.insert(ContentRevision, {
    ...revision,
    changed: changedFields(previous ?? undefined, revision.content),
  });
  await tx.execute(
    `delete from content_revisions where subject_type = ? and subject_id = ? and id not in
       (select id from content_revisions where subject_type = ? and subject_id = ? order by id desc limit ?)`,
    [subjectType, subjectId, subjectType, subjectId, REVISIONS_KEPT],
  );
}

/** The content of the item's newest revision; null when it has none (saved before revisions were kept). */
export async function latestRevisionContent(
  em: EntityManager,
  subjectType: PublishableKind,
  subjectId: number,
): Promise<Content | null> {
  const latest = await em.findOne(
    ContentRevision,
    { subjectType, subjectId },
    { orderBy: { id: 'desc' }, fields: ['content'] },
  );
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

/** An item's revisions, newest first. */
export async function listRevisions(
  em: EntityManager,
  subjectType: PublishableKind,
  subjectId: number,
): Promise<RevisionSummary[]> {
  const revisions = await em.find(
    ContentRevision,
    { subjectType, subjectId },
    { orderBy: { id: 'desc' }, exclude: ['content'] },
  );
  return revisions.map(toSummary);
}

/** One revision with its full content; 404 when the item has no such revision. */
export async function findRevision(
  em: EntityManager,
  subjectType: PublishableKind,
  subjectId: number,
  revisionId: number,
): Promise<RevisionSummary & { content: Content }> {
  const revision = await em.findOne(ContentRevision, { id: revisionId, subjectType, subjectId });
  if (!revision) throw notFound(REVISION_NOT_FOUND_MESSAGE);
  return { ...toSummary(revision), content: revision.content };
}
