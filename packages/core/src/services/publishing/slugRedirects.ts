import type { EntityManager } from '@mikro-orm/postgresql';
import { SlugRedirect } from '@studio/db';
import type { PublishableKind } from '@studio/schemas';

/**
 * After a save: a changed slug leaves the old one pointing at the item, and the slug the item now has points
 * nowhere else (the live item wins over a redirect). Redirects name the item, so chains collapse.
 */
export async function followSlug(
  tx: EntityManager,
  subjectType: PublishableKind,
  subjectId: number,
  slugs: { before: string | null; after: string },
): Promise<void> {
  await tx.nativeDelete(SlugRedirect, { subjectType, oldSlug: slugs.after });
  if (slugs.before === null || slugs.before === slugs.after) return;
  await tx.upsert(
    SlugRedirect,
    { subjectType, oldSlug: slugs.before, subjectId },
    {
      onConflictFields: ['subjectType', 'oldSlug'],
      onConflictAction: 'merge',
      onConflictMergeFields: ['subjectId'],
    },
  );
}
