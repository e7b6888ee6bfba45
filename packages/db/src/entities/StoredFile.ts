import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** An uploaded file's description; its bytes live in file_chunks so that they stream in and out. */
export const StoredFile = defineEntity({
  name: 'StoredFile',
  tableName: 'files',
  properties: (p) => ({
    id: p.uuid().primary(),
    filename: p.string().length(255),
    mimetype: p.string().length(100),
    size: p.integer(),
    sha256: p.string().length(64),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type StoredFile = InferEntity<typeof StoredFile>;
