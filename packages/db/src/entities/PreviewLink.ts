import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { PUBLISHABLE_KINDS } from '@studio/schemas';

/** A link that shows an unpublished item to whoever holds it; only the SHA-256 of its token is kept. */
export const PreviewLink = defineEntity({
  name: 'PreviewLink',
  tableName: 'preview_links',
  indexes: [{ properties: ['subjectType', 'subjectId'] }],
  properties: (p) => ({
    tokenHash: p.string().length(64).primary(),
    subjectType: p.enum([...PUBLISHABLE_KINDS]),
    subjectId: p.integer(),
    expiresAt: p.datetime(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type PreviewLink = InferEntity<typeof PreviewLink>;
