import { FILE_CHUNK_BYTES } from '@studio/db';
import { createHash, type Hash } from 'node:crypto';
import { refusal, type CheckedRow } from './rowCheck';

interface ExpectedFile {
  where: string;
  size: number;
  sha256: string;
}

interface FileInProgress extends ExpectedFile {
  id: string;
  hash: Hash;
  bytes: number;
  chunks: number;
  lastChunkBytes: number;
}

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The bytes must be what their rows say, since the site sends a file with the size and checksum of its row and
 * reads a byte range by chunk number: a file's chunks follow each other from 0, each FILE_CHUNK_BYTES long but
 * the last, and add up to its size and SHA-256; a variant's bytes have its size and SHA-256. The archive lists
 * files, then their chunks in order (file, then number).
 */
export class StoredBytesCheck {
  private readonly waiting = new Map<string, ExpectedFile>();
  private current: FileInProgress | null = null;

  /** A files row: its chunks are to come. */
  file(row: CheckedRow, where: string): void {
    const { id, size, sha256 } = row as { id: string; size: number; sha256: string };
    this.waiting.set(id, { where, size, sha256 });
  }

  /** A file_chunks row. */
  chunk(row: CheckedRow, where: string): void {
    const { file_id: id, seq, data } = row as { file_id: string; seq: number; data: Buffer };
    if (this.current?.id !== id) {
      this.endFile();
      const file = this.waiting.get(id);
      if (!file) throw refusal(where, 'file_id', 'Belongs to no file listed before it');
      this.waiting.delete(id);
      this.current = {
        ...file,
        id,
        hash: createHash('sha256'),
        bytes: 0,
        chunks: 0,
        lastChunkBytes: 0,
      };
    }
    const file = this.current!;
    if (seq !== file.chunks)
      throw refusal(where, 'seq', `Must be ${file.chunks}: chunks follow each other from 0`);
    if (file.chunks > 0 && file.lastChunkBytes !== FILE_CHUNK_BYTES) {
      throw refusal(where, 'data', `Follows a chunk shorter than ${FILE_CHUNK_BYTES} bytes`);
    }
    if (data.length > FILE_CHUNK_BYTES)
      throw refusal(where, 'data', `Must be at most ${FILE_CHUNK_BYTES} bytes`);
    file.hash.update(data);
    file.bytes += data.length;
    file.chunks += 1;
    file.lastChunkBytes = data.length;
  }

  /** A file_variants row: its bytes are in the row. */
  variant(row: CheckedRow, where: string): void {
    const { size, sha256, data } = row as { size: number; sha256: string; data: Buffer };
    if (data.length !== size)
      throw refusal(where, 'size', `Must be ${data.length}, the bytes it has`);
    if (sha256Of(data) !== sha256) throw refusal(where, 'sha256', 'Does not match its bytes');
  }

  /** After the last row: every file's bytes were complete. */
  end(): void {
    this.endFile();
    for (const file of this.waiting.values()) this.compare(file, 0, sha256Of(Buffer.alloc(0)));
  }

  private endFile(): void {
    if (this.current)
      this.compare(this.current, this.current.bytes, this.current.hash.digest('hex'));
    this.current = null;
  }

  private compare(file: ExpectedFile, bytes: number, sha256: string): void {
    if (bytes !== file.size) {
      throw refusal(file.where, 'size', `Must be ${bytes}, the bytes its chunks hold`);
    }
    if (sha256 !== file.sha256) throw refusal(file.where, 'sha256', 'Does not match its bytes');
  }
}
