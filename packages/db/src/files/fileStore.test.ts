import { randomBytes } from 'node:crypto';
import { useTestDatabase } from '../testing';
import { FILE_CHUNK_BYTES, fileUrl, findStoredFile, readStoredFile, storeFile } from './fileStore';

const database = useTestDatabase();
const orm = () => database().orm;

async function* piecesOf(bytes: Buffer, pieceSize: number) {
  for (let offset = 0; offset < bytes.length; offset += pieceSize)
    yield bytes.subarray(offset, offset + pieceSize);
}

async function collect(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

describe('file store', () => {
  const bytes = randomBytes(FILE_CHUNK_BYTES * 3 + 1234);

  it('gives back exactly the bytes it stored, with size and checksum', async () => {
    const stored = await storeFile(orm().em.fork(), {
      filename: 'clip.mp4',
      mimetype: 'video/mp4',
      content: piecesOf(bytes, 65_536),
    });
    expect(stored.size).toBe(bytes.length);
    const found = await findStoredFile(orm().em.fork(), stored.id);
    expect(found).toMatchObject({
      filename: 'clip.mp4',
      mimetype: 'video/mp4',
      size: bytes.length,
      sha256: stored.sha256,
    });
    expect((await collect(readStoredFile(orm().em.fork(), stored))).equals(bytes)).toBe(true);
  });

  it('reads any byte range, across chunk boundaries', async () => {
    const stored = await storeFile(orm().em.fork(), {
      filename: 'a.bin',
      mimetype: 'video/mp4',
      content: piecesOf(bytes, 100_000),
    });
    const start = FILE_CHUNK_BYTES - 10;
    const end = FILE_CHUNK_BYTES * 2 + 5;
    const range = await collect(readStoredFile(orm().em.fork(), stored, start, end));
    expect(range.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('keeps nothing of a file whose upload fails halfway', async () => {
    const countFiles = () =>
      orm().em.execute(
        'select (select count(*) from files)::int as files, (select count(*) from file_chunks)::int as chunks',
      );
    const before = await countFiles();
    async function* failing() {
      yield randomBytes(FILE_CHUNK_BYTES * 2);
      throw new Error('connection lost');
    }
    await expect(
      storeFile(orm().em.fork(), { filename: 'x.png', mimetype: 'image/png', content: failing() }),
    ).rejects.toThrow('connection lost');
    expect(await countFiles()).toEqual(before);
  });

  it('serves files under /api/files with the name encoded', () => {
    expect(fileUrl({ id: 'abc', filename: 'my shot.png' })).toBe('/api/files/abc/my%20shot.png');
  });

  it('finds no file for an id that is not a uuid', async () => {
    expect(await findStoredFile(orm().em.fork(), '../../etc/passwd')).toBeNull();
  });
});
