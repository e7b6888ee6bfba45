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
    /** Pixel size of an image (after its EXIF orientation is applied); null for videos. */
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /** When the orphan sweep first found nothing referencing the file; null while something does. */
    unreferencedSince: p.datetime().nullable(),
  }),
});
export type StoredFile = InferEntity<typeof StoredFile>;
