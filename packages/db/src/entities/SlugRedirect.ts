import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { PUBLISHABLE_KINDS } from '@studio/schemas';

/**
 * A slug a post or an app had before: its old addresses answer 301 to the item's current one. It names the item
 * by id, so chains of renames collapse by themselves; deleting the item deletes its old slugs.
 */
export const SlugRedirect = defineEntity({
  name: 'SlugRedirect',
  tableName: 'slug_redirects',
  uniques: [{ properties: ['subjectType', 'oldSlug'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    subjectType: p.enum([...PUBLISHABLE_KINDS]),
    oldSlug: p.string().length(120),
    subjectId: p.integer().index(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type SlugRedirect = InferEntity<typeof SlugRedirect>;
