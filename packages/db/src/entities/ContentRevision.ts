import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { PUBLISHABLE_KINDS } from '@studio/schemas';

/**
 * A post's or an app's full content after one save, who saved it and which fields changed; with a locale, the
 * content of its translation into that language after one save (each language's history is its own).
 */
export const ContentRevision = defineEntity({
  name: 'ContentRevision',
  tableName: 'content_revisions',
  indexes: [{ properties: ['subjectType', 'subjectId', 'id'] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    subjectType: p.enum([...PUBLISHABLE_KINDS]),
    subjectId: p.integer(),
    locale: p.string().length(35).nullable(),
    content: p.json<Record<string, unknown>>(),
    changed: p.array().defaultRaw(`'{}'`),
    author: p.string().length(50).nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type ContentRevision = InferEntity<typeof ContentRevision>;
