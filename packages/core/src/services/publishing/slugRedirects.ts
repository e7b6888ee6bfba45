import type { EntityManager } from '@mikro-orm/postgresql';
import { App, BlogPost, SlugRedirect } from '@studio/db';
import type { PublishableKind } from '@studio/schemas';
import { publicAppFilter, publicPostFilter } from './visibility';

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

/** The current slug of the public item that once had `oldSlug`, or null. */
export async function redirectedSlug(
  em: EntityManager,
  subjectType: PublishableKind,
  oldSlug: string,
): Promise<string | null> {
  const redirect = await em.findOne(
    SlugRedirect,
    { subjectType, oldSlug },
    { fields: ['subjectId'] },
  );
  if (!redirect) return null;
  const id = redirect.subjectId;
  const item =
    subjectType === 'blogPost'
      ? await em.findOne(BlogPost, { id, ...publicPostFilter() }, { fields: ['slug'] })
      : await em.findOne(App, { id, ...publicAppFilter() }, { fields: ['slug'] });
  return item?.slug ?? null;
}
