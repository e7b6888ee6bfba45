import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentRevision, PreviewLink, SlugRedirect } from '@studio/db';
import type { PublishableKind } from '@studio/schemas';

/** A deleted item takes its revisions, old slugs and preview links with it. */
export async function forgetItem(
  tx: EntityManager,
  subjectType: PublishableKind,
  subjectId: number,
): Promise<void> {
  await tx.nativeDelete(ContentRevision, { subjectType, subjectId });
  await tx.nativeDelete(SlugRedirect, { subjectType, subjectId });
  await tx.nativeDelete(PreviewLink, { subjectType, subjectId });
}
