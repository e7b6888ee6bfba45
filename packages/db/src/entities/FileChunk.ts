import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { StoredFile } from './StoredFile';

/** One slice of a file's bytes, numbered from 0; the slices in order make the file. */
export const FileChunk = defineEntity({
  name: 'FileChunk',
  tableName: 'file_chunks',
  properties: (p) => ({
    file: () => p.manyToOne(StoredFile).fieldName('file_id').primary().deleteRule('cascade'),
    seq: p.integer().primary(),
    data: p.blob(),
  }),
  primaryKeys: ['file', 'seq'],
});
export type FileChunk = InferEntity<typeof FileChunk>;
