import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';
import { SURROGATE_KEYS } from '@studio/schemas';
import { queueCachePurge } from '../cachePurges/queueCachePurge';
import { StoredFile } from '../entities';

/** Bytes per file_chunks row: small enough to stream, large enough to keep row counts low. */
export const FILE_CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query while reading: bounds the memory a download holds to about 1 MB. */
const CHUNKS_PER_READ = 4;

export interface StoredFileInfo {
  id: string;
  filename: string;
  mimetype: string;
  size: number;
  sha256: string;
  /** Pixel size of an image; null for videos (and images stored before sizes were recorded). */
  width: number | null;
  height: number | null;
  createdAt: Date;
}

export interface NewFile {
  filename: string;
  mimetype: string;
  width?: number | null;
  height?: number | null;
  /** The bytes, in pieces of any size; an error thrown while reading undoes the whole file. */
  content: AsyncIterable<Uint8Array>;
}

// The path a stored file is served from: its shape is kept with the other file URLs.
export { fileUrl } from '@studio/schemas';

async function* inChunksOf(
  content: AsyncIterable<Uint8Array>,
  size: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content) {
    pending.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    pendingBytes += piece.byteLength;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/**
 * Stores a file's bytes in chunks inside one transaction: a failure halfway leaves nothing behind.
 * Chunks go through knex as bound parameters: MikroORM's execute() would inline them into the SQL text.
 */
export async function storeFile(em: EntityManager, file: NewFile): Promise<StoredFileInfo> {
  return em.transactional(async (tx) => {
    const knex = tx.getTransactionContext<Knex.Transaction>()!;
    const id = randomUUID();
    const createdAt = new Date();
    const width = file.width ?? null;
    const height = file.height ?? null;
    await knex.raw(
      'insert into files (id, filename, mimetype, size, sha256, width, height, created_at) values (?, ?, ?, 0, ?, ?, ?, ?)',
      [id, file.filename, file.mimetype, '', width, height, createdAt],
    );
    const hash = createHash('sha256');
    let size = 0;
    let seq = 0;
    for await (const chunk of inChunksOf(file.content, FILE_CHUNK_BYTES)) {
      hash.update(chunk);
      size += chunk.length;
      await knex.raw('insert into file_chunks (file_id, seq, data) values (?, ?, ?)', [
        id,
        seq++,
        chunk,
      ]);
    }
    const sha256 = hash.digest('hex');
    await knex.raw('update files set size = ?, sha256 = ? where id = ?', [size, sha256, id]);
    const { filename, mimetype } = file;
    return { id, filename, mimetype, size, sha256, width, height, createdAt };
  });
}

/** Whether the text can be a file id (a UUID), so that anything else is not even looked up. */
export function isFileId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

export async function findStoredFile(
  em: EntityManager,
  id: string,
): Promise<StoredFileInfo | null> {
  if (!isFileId(id)) return null;
  const file = await em.findOne(StoredFile, { id }, { exclude: ['unreferencedSince'] });
  if (!file) return null;
  const { filename, mimetype, size, sha256, width, height, createdAt } = file;
  return {
    id,
    filename,
    mimetype,
    size,
    sha256,
    width: width ?? null,
    height: height ?? null,
    createdAt,
  };
}

/** Streams bytes start..end (inclusive) of a stored file, a few chunks per query. */
export async function* readStoredFile(
  em: EntityManager,
  file: Pick<StoredFileInfo, 'id' | 'size'>,
  start = 0,
  end = file.size - 1,
): AsyncGenerator<Buffer> {
  if (end < start) return;
  const firstSeq = Math.floor(start / FILE_CHUNK_BYTES);
  const lastSeq = Math.floor(end / FILE_CHUNK_BYTES);
  for (let from = firstSeq; from <= lastSeq; from += CHUNKS_PER_READ) {
    const to = Math.min(from + CHUNKS_PER_READ - 1, lastSeq);
    const { rows } = await em
      .getKnex()
      .raw<{ rows: { seq: number; data: Buffer }[] }>(
        'select seq, data from file_chunks where file_id = ? and seq between ? and ? order by seq',
        [file.id, from, to],
      );
    for (const { seq, data } of rows) {
      const chunkStart = seq * FILE_CHUNK_BYTES;
      const sliceStart = Math.max(start - chunkStart, 0);
      const sliceEnd = Math.min(end - chunkStart + 1, data.length);
      yield data.subarray(sliceStart, sliceEnd);
    }
  }
}

/** NOTIFY channel: its payload is the id of a deleted file, so every instance drops its cached copies. */
export const FILES_DELETED_CHANNEL = 'studio_files_deleted';

/**
 * Deletes files with their chunks and variants, inside the caller's transaction; every instance hears of
 * each one once it commits, and the shared caches are told to drop their copies.
 */
export async function deleteStoredFiles(tx: EntityManager, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute("delete from files where id = any(string_to_array(?, ',')::uuid[])", [
    ids.join(','),
  ]);
  await tx.execute(
    "select pg_notify(?, id::text) from unnest(string_to_array(?, ',')::uuid[]) as deleted(id)",
    [FILES_DELETED_CHANNEL, ids.join(',')],
  );
  await queueCachePurge(tx, ids.map(SURROGATE_KEYS.file));
}

/** The whole file in memory: only for files known to be small (images, cached copies). */
export async function readWholeFile(
  em: EntityManager,
  file: Pick<StoredFileInfo, 'id' | 'size'>,
): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of readStoredFile(em, file)) pieces.push(piece);
  return Buffer.concat(pieces, file.size);
}
