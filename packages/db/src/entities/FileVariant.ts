import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { StoredFile } from './StoredFile';

/** An image resized to one of the fixed widths, in one format; made on first request, then kept. */
export const FileVariant = defineEntity({
  name: 'FileVariant',
  tableName: 'file_variants',
  properties: (p) => ({
    file: () => p.manyToOne(StoredFile).fieldName('file_id').primary().deleteRule('cascade'),
    width: p.integer().primary(),
    mimetype: p.string().length(100).primary(),
    height: p.integer(),
    size: p.integer(),
    sha256: p.string().length(64),
    // Variants are small (at most 1920 px wide, compressed): one row holds the bytes.
    data: p.blob(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  primaryKeys: ['file', 'width', 'mimetype'],
});
export type FileVariant = InferEntity<typeof FileVariant>;
