import { FILE_CHUNK_BYTES } from '@studio/db';
import { createHash, randomBytes } from 'node:crypto';
import { StoredBytesCheck } from './storedBytes';

const ID = '0b5e1c5e-8d7a-4f7e-9a51-2f5d8c7b6a41';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const bytes = randomBytes(FILE_CHUNK_BYTES + 10);
const chunks = [bytes.subarray(0, FILE_CHUNK_BYTES), bytes.subarray(FILE_CHUNK_BYTES)];

/** Runs a file row of `bytes` and these chunk rows through the check; answers its refusal, if any. */
function check(chunkRows: Array<{ seq: number; data: Buffer }>, fileId = ID): string | null {
  const check = new StoredBytesCheck();
  try {
    check.file({ id: ID, size: bytes.length, sha256: sha256(bytes) }, 'files row 1');
    chunkRows.forEach((row, index) =>
      check.chunk({ file_id: fileId, ...row }, `file_chunks row ${index + 1}`),
    );
    check.end();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("a stored file's bytes", () => {
  it('are taken when its chunks follow each other and hold its size and checksum', () => {
    expect(check(chunks.map((data, seq) => ({ seq, data })))).toBeNull();
  });

  it.each([
    ['a chunk missing', [{ seq: 0, data: chunks[0]! }], 'files row 1, size: Must be'],
    ['chunks out of order', [{ seq: 1, data: chunks[1]! }], 'file_chunks row 1, seq: Must be 0'],
    [
      'a short chunk before the last',
      [
        { seq: 0, data: chunks[1]! },
        { seq: 1, data: chunks[0]! },
      ],
      'file_chunks row 2, data: Follows a chunk shorter',
    ],
    [
      'other bytes of the same size',
      [
        { seq: 0, data: chunks[0]! },
        { seq: 1, data: Buffer.alloc(10) },
      ],
      'files row 1, sha256: Does not match its bytes',
    ],
  ])('are refused with %s', (_name, rows, message) => {
    expect(check(rows)).toContain(message);
  });

  it('are refused in a chunk of no file listed before it', () => {
    expect(check([{ seq: 0, data: chunks[0]! }], 'ffffffff-8d7a-4f7e-9a51-2f5d8c7b6a41')).toContain(
      'file_chunks row 1, file_id: Belongs to no file',
    );
  });

  it('must match the size and checksum of a variant', () => {
    const check = new StoredBytesCheck();
    const data = randomBytes(100);
    expect(() => check.variant({ size: 100, sha256: sha256(data), data }, 'v')).not.toThrow();
    expect(() => check.variant({ size: 99, sha256: sha256(data), data }, 'v')).toThrow(/v, size/);
    expect(() => check.variant({ size: 100, sha256: sha256(Buffer.alloc(1)), data }, 'v')).toThrow(
      /v, sha256/,
    );
  });
});
