import type { EntityManager } from '@mikro-orm/postgresql';
import { SlugRedirect } from '@studio/db';
import type { PublishableKind } from '@studio/schemas';
import { PUBLISHABLES } from './publishables';

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
  const { entity, publicFilter } = PUBLISHABLES[subjectType];
  const item = await em.findOne(
    entity,
    { id: redirect.subjectId, ...publicFilter() },
    { fields: ['slug'] },
  );
  return item?.slug ?? null;
}
